import * as React from "react";

/**
 * Gatsby's runtime for unit tests: `graphql` is inert (queries run at build time), `Link`
 * is a plain anchor with its props, and `useStaticQuery` returns whatever a test sets.
 */
const gatsby = jest.requireActual("gatsby");

export const graphql = jest.fn();

export const Link = jest.fn(
  ({
    to,
    activeClassName: _activeClassName,
    activeStyle: _activeStyle,
    partiallyActive: _partiallyActive,
    getProps: _getProps,
    state: _state,
    replace: _replace,
    ...rest
  }: Record<string, unknown> & { to: string }) => React.createElement("a", { ...rest, href: to }),
);

export const navigate = jest.fn();
export const useStaticQuery = jest.fn();
export const withPrefix = jest.fn((path: string) => path);
export const Script = gatsby.Script;
