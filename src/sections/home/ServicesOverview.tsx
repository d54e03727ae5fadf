import { ButtonLink } from "../../components/ButtonLink";
import { ArrowRightIcon } from "../../components/icons/ArrowRightIcon";
import { Card } from "../../components/Card";
import { CardGrid } from "../../components/CardGrid";
import { IconBadge } from "../../components/IconBadge";
import { serviceIcon } from "../services/serviceIcons";
import { Section } from "../../components/Section";
import { VisuallyHidden } from "../../components/VisuallyHidden";
import { servicePath } from "../../layout/navigation";

export type ServiceSummary = Pick<Queries.Service, "icon" | "title" | "description">;

/** Three cards, one per service, each pointing to the full details on the Services page. */
export function ServicesOverview({ services }: { services: readonly ServiceSummary[] }) {
  return (
    <Section
      id="services"
      eyebrow="What we do"
      title="Everything you need to be found and chosen online"
      intro="Pick one service or combine them. Either way, the work is planned around the customers you want more of."
    >
      <CardGrid>
        {services.map((service) => (
          <Card as="li" key={service.title}>
            <IconBadge icon={serviceIcon(service.icon)} />
            <h3 css={(theme) => ({ fontSize: theme.fontSize.lg })}>{service.title}</h3>
            <p css={(theme) => ({ color: theme.color.textMuted, flexGrow: 1 })}>
              {service.description}
            </p>
            <div>
              <ButtonLink to={servicePath(service.title)} variant="secondary" icon={ArrowRightIcon}>
                Learn More<VisuallyHidden> about {service.title}</VisuallyHidden>
              </ButtonLink>
            </div>
          </Card>
        ))}
      </CardGrid>
    </Section>
  );
}
