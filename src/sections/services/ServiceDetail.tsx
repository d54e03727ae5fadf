import { ButtonLink } from "../../components/ButtonLink";
import { Card } from "../../components/Card";
import { CheckIcon } from "../../components/icons/CheckIcon";
import { IconBadge } from "../../components/IconBadge";
import { IconBulletList } from "../../components/IconBulletList";
import { serviceIcon } from "./serviceIcons";
import { VisuallyHidden } from "../../components/VisuallyHidden";
import { routes, serviceAnchor } from "../../layout/navigation";

export type ServiceData = Pick<Queries.Service, "icon" | "title" | "description" | "features">;

/** One service in full: what it is, what is included, and two ways to start. */
export function ServiceDetail({ service }: { service: ServiceData }) {
  return (
    <Card as="li" id={serviceAnchor(service.title)}>
      <IconBadge icon={serviceIcon(service.icon)} />
      <h3 css={(theme) => ({ fontSize: theme.fontSize.xl })}>{service.title}</h3>
      <p css={(theme) => ({ color: theme.color.textMuted })}>{service.description}</p>
      <h4 css={(theme) => ({ fontSize: theme.fontSize.md, marginTop: theme.space[2] })}>
        What is included
      </h4>
      <IconBulletList icon={CheckIcon} items={service.features} css={{ flexGrow: 1 }} />
      <div
        css={(theme) => ({
          display: "flex",
          flexWrap: "wrap",
          gap: theme.space[3],
          marginTop: theme.space[3],
        })}
      >
        <ButtonLink to={routes.contact}>
          Get Started<VisuallyHidden> with {service.title}</VisuallyHidden>
        </ButtonLink>
        <ButtonLink to={routes.contact} variant="secondary">
          Get Custom Quote<VisuallyHidden> for {service.title}</VisuallyHidden>
        </ButtonLink>
      </div>
    </Card>
  );
}
