/**
 * npm run readability [-- --style] [files...]
 * Reports the Flesch reading ease (1975) of each article body, with its word count, using the
 * kept `flesch` and `syllable` packages. A report, not a gate: the editing target is 60 or
 * more (plain English). `--style` adds write-good's suggestions (passive voice, weasel words,
 * wordy phrases) for each article, also as a report. It also lists articles outside the
 * owner's editing range of 600-1,000 words: an editor's note, never a failed build or test,
 * since a short news post is a valid article.
 */
import fs from "node:fs";
import path from "node:path";
import { flesch } from "flesch";
import { syllable } from "syllable";
import writeGood from "write-good";

const ARTICLES_DIR = "content/articles";
const args = process.argv.slice(2);
const style = args.includes("--style");
const files = args.filter((arg) => !arg.startsWith("--"));
const targets = files.length
  ? files
  : fs
      .readdirSync(ARTICLES_DIR)
      .filter((name) => name.endsWith(".mdx"))
      .sort()
      .map((name) => path.join(ARTICLES_DIR, name));

/**
 * The body's readable text: front matter dropped, Markdown marks removed, and each heading and
 * list item ended as a sentence of its own (they carry no full stop of their own).
 */
function plainText(mdx) {
  const body = mdx.replace(/^---\n[\s\S]*?\n---\n/, "");
  return body
    .split(/\n\s*\n|\n(?=\s*(?:[-*]|\d+\.)\s)/)
    .map((block) =>
      block
        .replace(/^\s*(#{1,6}|[-*]|\d+\.)\s+/, "")
        .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
        .replace(/[*_`\\]/g, "")
        .replace(/\s+/g, " ")
        .trim(),
    )
    .filter(Boolean)
    .map((block) => (/[.!?:]["”’)]?$/.test(block) ? block : `${block}.`))
    .join(" ");
}

/** Words, sentences and syllables of a text, and its Flesch reading ease. */
function readability(text) {
  const words = text.match(/[A-Za-z0-9][A-Za-z0-9'’$%-]*/g) ?? [];
  const sentence = (text.match(/[.!?]+(?=\s|$)/g) ?? []).length || 1;
  const syllables = words.reduce((sum, word) => sum + Math.max(1, syllable(word)), 0);
  return {
    words: words.length,
    sentences: sentence,
    ease: flesch({ sentence, word: words.length, syllable: syllables }),
  };
}

const rows = targets.map((file) => {
  const text = plainText(fs.readFileSync(file, "utf8"));
  return { file: path.basename(file, ".mdx"), text, ...readability(text) };
});

console.log("| article | words | sentences | Flesch reading ease |");
console.log("| --- | ---: | ---: | ---: |");
for (const row of rows) {
  console.log(`| ${row.file} | ${row.words} | ${row.sentences} | ${row.ease.toFixed(1)} |`);
}
const low = rows.filter((row) => row.ease < 60);
console.log(
  low.length
    ? `\nBelow 60 (aim for plain English): ${low.map((row) => row.file).join(", ")}`
    : "\nEvery article reads at 60 or more.",
);

/** The owner's editing range for an article's length, in words. */
const EDITING_RANGE = { min: 600, max: 1000 };
const outside = rows.filter(
  (row) => row.words < EDITING_RANGE.min || row.words > EDITING_RANGE.max,
);
console.log(
  outside.length
    ? `Outside ${EDITING_RANGE.min}-${EDITING_RANGE.max} words (fine for news; long guides may want splitting): ${outside.map((row) => `${row.file} (${row.words})`).join(", ")}`
    : `Every article runs ${EDITING_RANGE.min}-${EDITING_RANGE.max} words.`,
);

if (style) {
  for (const row of rows) {
    const suggestions = writeGood(row.text, { eprime: false, tooWordy: true, cliches: true });
    console.log(`\n${row.file}: ${suggestions.length} style suggestion(s)`);
    for (const { index, offset, reason } of suggestions) {
      const around = row.text.slice(Math.max(0, index - 30), index + offset + 30);
      console.log(`  - ${reason}\n      …${around}…`);
    }
  }
}
