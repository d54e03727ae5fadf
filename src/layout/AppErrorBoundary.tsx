import { Component, type ErrorInfo, type ReactNode } from "react";
import { tokens } from "../theme/tokens";

interface State {
  failed: boolean;
}

/**
 * The last line of defense around the whole app: if rendering or routing throws, the visitor
 * gets a plain page with a way home instead of a blank screen. It uses no router, theme or
 * query or theme context, since any of those may be what failed (plain tokens are safe).
 */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error("Unexpected Application Error", error, info.componentStack);
  }

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
        <p>Something went wrong while showing this page. Please try again from the home page.</p>
        {/* A full page load, not a router link: the router may be what failed. */}
        <a href="/" style={{ color: tokens.color.primary, fontWeight: tokens.fontWeight.semibold }}>
          Back to Home
        </a>
      </main>
    );
  }
}
