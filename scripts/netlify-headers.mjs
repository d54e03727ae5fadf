// @ts-check
/**
 * Reads Netlify's `_headers` file format and answers which headers apply to a path, the way
 * Netlify does: every matching rule applies, `*` matches the rest of the path (the splat) and
 * `:name` matches one segment. Shared by the local server (scripts/serve.mjs) and its tests.
 */

/** @typedef {{ pattern: string, regex: RegExp, headers: [string, string][] }} HeaderRule */

/**
 * @param {string} text contents of a `_headers` file
 * @returns {HeaderRule[]}
 */
export function parseHeadersFile(text) {
  /** @type {HeaderRule[]} */
  const rules = [];
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (line === "" || line.startsWith("#")) continue;
    if (!/^\s/.test(raw)) {
      rules.push({ pattern: line, regex: patternToRegex(line), headers: [] });
      continue;
    }
    const colon = line.indexOf(":");
    const rule = rules[rules.length - 1];
    if (colon > 0 && rule) {
      rule.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
    }
  }
  return rules;
}

/** @param {string} pattern */
function patternToRegex(pattern) {
  const path = pattern.replace(/^https?:\/\/[^/]+/, "");
  const source = path
    .split("*")
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/:[A-Za-z_][\w]*/g, "[^/]+"))
    .join(".*");
  return new RegExp(`^${source}$`);
}

/**
 * Headers for a request path; a header set by several matching rules has its values joined
 * with ", ", as Netlify does.
 * @param {HeaderRule[]} rules
 * @param {string} pathname
 * @returns {Record<string, string>}
 */
export function headersFor(rules, pathname) {
  /** @type {Record<string, string>} */
  const result = {};
  for (const rule of rules) {
    if (!rule.regex.test(pathname)) continue;
    for (const [name, value] of rule.headers) {
      const key = name.toLowerCase();
      result[key] = result[key] ? `${result[key]}, ${value}` : value;
    }
  }
  return result;
}
