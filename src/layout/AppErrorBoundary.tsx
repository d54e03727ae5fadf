import { Component, type ErrorInfo, type ReactNode } from "react";
import { tokens } from "../theme/tokens";

interface State {
  failed: boolean;
}

/**
 * The last line of defense around the whole app: if rendering or routing throws, the visitor
 * gets a plain page with a way home instead of a blank screen. It uses no router, theme or
 * query context, since any of those may be what failed (plain tokens are safe).
 *
 * It is not a dead end: Back and Forward (the only in-app navigation left, since its links are
 * full page loads) reset it, so the page the visitor returns to renders again.
 */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  componentDidMount() {
    window.addEventListener("popstate", this.reset);
  }

  componentWillUnmount() {
    window.removeEventListener("popstate", this.reset);
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error("Unexpected Application Error", error, info.componentStack);
  }

  reset = () => {
    if (this.state.failed) this.setState({ failed: false });
  };

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <main
        style={{
          maxWidth: "36rem",
          margin: "15vh auto",
          padding: "0 1.5rem",
          fontFamily: tokens.font.body,
          lineHeight: 1.6,
          color: tokens.color.text,
        }}
      >
        <h1>Unexpected Application Error</h1>
        <p>
          Something went wrong while showing this page. Reloading usually fixes it; if not, start
          again from the home page.
        </p>
        <p style={{ display: "flex", flexWrap: "wrap", gap: "1rem", alignItems: "center" }}>
          <button
            type="button"
            onClick={() => window.location.reload()}
            style={{
              font: "inherit",
              fontWeight: tokens.fontWeight.semibold,
              color: tokens.color.onPrimary,
              background: tokens.color.primary,
              border: 0,
              borderRadius: tokens.radius.md,
              padding: "0.625rem 1.25rem",
              cursor: "pointer",
            }}
          >
            Reload
          </button>
          {/* A full page load, not a router link: the router may be what failed. */}
          <a
            href="/"
            style={{ color: tokens.color.primary, fontWeight: tokens.fontWeight.semibold }}
          >
            Back to Home
          </a>
        </p>
      </main>
    );
  }
}
