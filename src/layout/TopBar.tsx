import { Container } from "../components/Container";
import { useSiteConfig } from "../hooks/useSiteConfig";
import { Brand } from "./Brand";
import { MainNav } from "./MainNav";

/** The sticky bar on every page: brand on the left, navigation on the right. */
export function TopBar({ pathname }: { pathname: string }) {
  const { name } = useSiteConfig();
  return (
    <header
      css={(theme) => ({
        position: "sticky",
        top: 0,
        zIndex: theme.zIndex.topBar,
        background: theme.color.background,
        borderBottom: `1px solid ${theme.color.border}`,
      })}
    >
      <Container
        css={(theme) => ({
          display: "flex",
          alignItems: "center",
          justifyContent: "space-between",
          gap: theme.space[4],
          minHeight: theme.size.topBar,
        })}
      >
        <Brand name={name} />
        <MainNav pathname={pathname} />
      </Container>
    </header>
  );
}
