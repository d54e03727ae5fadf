import { type ReactNode, Suspense } from "react";
import { Footer } from "./Footer";
import { MAIN_ID, SkipLink } from "./SkipLink";
import { TopBar } from "./TopBar";

/** The shell of every page. Mounted once by `wrapPageElement`, so it persists across routes. */
export function Layout({ pathname, children }: { pathname: string; children: ReactNode }) {
  return (
    <>
      <SkipLink />
      <Suspense>
        <TopBar pathname={pathname} />
      </Suspense>
      {/* tabIndex lets the skip link move focus here, not just scroll. */}
      <main id={MAIN_ID} tabIndex={-1} css={{ outline: "none" }}>
        <Suspense>{children}</Suspense>
      </main>
      <Suspense>
        <Footer />
      </Suspense>
    </>
  );
}
