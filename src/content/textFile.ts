import { isUtf8 } from "node:buffer";
import fs from "node:fs";
import type { Problem } from "./problems";
import { sizeProblem, type SizedText } from "./limits";
import { normalizeText } from "../lib/writerText";

/**
 * A writer's file as text, its size checked first, normalized so every parser after this sees
 * one form; bytes that are not UTF-8 would reach visitors as "\uFFFD", so they are a problem.
 */
export function readTextFile(
  absolutePath: string,
  kind: SizedText,
): { text: string } | { problem: Problem } {
  const tooLarge = sizeProblem(fs.statSync(absolutePath).size, kind);
  if (tooLarge) return { problem: tooLarge };
  const bytes = fs.readFileSync(absolutePath);
  const lines = bytes.toString("latin1").split("\n");
  // "\n" is never part of a multi-byte UTF-8 character, so each line can be checked alone.
  const badLine = lines.findIndex((line) => !isUtf8(Buffer.from(line, "latin1")));
  if (badLine !== -1) {
    return {
      problem: {
        field: `line ${badLine + 1}`,
        expected: "text saved as UTF-8 (in your editor: Save with Encoding, UTF-8)",
        received: "bytes that are not UTF-8",
      },
    };
  }
  const nulLine = lines.findIndex((line) => line.includes("\0"));
  if (nulLine !== -1) {
    return {
      problem: { field: `line ${nulLine + 1}`, expected: "text", received: "a NUL character" },
    };
  }
  return { text: normalizeText(bytes.toString("utf8")) };
}
