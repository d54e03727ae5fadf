import { ButtonLink } from "../../components/ButtonLink";
import { Container } from "../../components/Container";
import { routes } from "../../layout/navigation";
import { GoBackButton } from "./GoBackButton";

/** The 404 screen: what happened and two ways out. */
export function NotFound() {
  return (
    <section
      css={(theme) => ({
        "--focus-ring": theme.color.focusRingOnDark,
        background: `linear-gradient(135deg, ${theme.color.dark} 0%, ${theme.color.primaryHover} 100%)`,
        color: theme.color.textOnDark,
        paddingBlock: theme.space[9],
        textAlign: "center",
      })}
    >
      <Container
        css={(theme) => ({ display: "grid", gap: theme.space[5], justifyItems: "center" })}
      >
        <p
          css={(theme) => ({
            fontSize: `calc(2 * ${theme.fontSize["3xl"]})`,
            fontWeight: theme.fontWeight.heavy,
            lineHeight: theme.lineHeight.tight,
            color: theme.color.focusRingOnDark,
          })}
        >
          404
        </p>
        <h1 css={(theme) => ({ fontSize: theme.fontSize["3xl"] })}>Page Not Found</h1>
        <p
          css={(theme) => ({
            fontSize: theme.fontSize.lg,
            color: theme.color.textOnDarkMuted,
            maxWidth: theme.size.prose,
          })}
        >
          Sorry, the page you are looking for might have been moved or does not exist. Let's get you
          back on track.
        </p>
        <div
          css={(theme) => ({
            display: "flex",
            flexWrap: "wrap",
            justifyContent: "center",
            gap: theme.space[3],
          })}
        >
          <ButtonLink to={routes.home} variant="onDark">
            Back to Home
          </ButtonLink>
          <GoBackButton />
        </div>
      </Container>
    </section>
  );
}
