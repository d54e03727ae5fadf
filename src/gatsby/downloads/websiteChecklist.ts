import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from "pdf-lib";
import { routes } from "../../lib/routes";
import { tokens } from "../../theme/tokens";
import type { Publisher, WebsiteChecklistContent } from "./types";

// US Letter in PDF points (1/72 inch), with 3/4-inch margins that every home printer handles.
const PAGE = { width: 612, height: 792 };
const MARGIN = 54;
const WIDTH = PAGE.width - 2 * MARGIN;
const FOOTER_TOP = MARGIN + 14;
const BOX = 11;
const ITEM_INDENT = 22;
const ITEM = { size: 10.5, leading: 14, gap: 6 };

const hex = (color: string) => {
  const value = parseInt(color.slice(1), 16);
  return rgb((value >> 16) / 255, ((value >> 8) & 255) / 255, (value & 255) / 255);
};

// The site's own colors, so the printout matches the brand.
const color = {
  text: hex(tokens.color.text),
  muted: hex(tokens.color.textMuted),
  primary: hex(tokens.color.primary),
  accent: hex(tokens.color.accent),
  rule: hex(tokens.color.border),
  soft: hex(tokens.color.primarySoft),
};

/** Splits `text` into lines no wider than `width` at `size`, breaking between words. */
export function wrapText(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  return line ? [...lines, line] : lines;
}

const hostOf = (siteUrl: string) => siteUrl.replace(/^https?:\/\//, "").replace(/\/$/, "");

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

/** Draws lines of text downwards from `y` and returns the y below the last line. */
function drawLines(page: PDFPage, lines: string[], x: number, y: number, style: TextStyle) {
  lines.forEach((line, index) =>
    page.drawText(line, { x, y: y - index * style.leading, ...style, lineHeight: style.leading }),
  );
  return y - lines.length * style.leading;
}

interface TextStyle {
  font: PDFFont;
  size: number;
  leading: number;
  color: ReturnType<typeof rgb>;
}

function drawHeader(
  page: PDFPage,
  content: WebsiteChecklistContent,
  publisher: Publisher,
  fonts: Fonts,
) {
  let y = PAGE.height - MARGIN - 9;
  page.drawText(publisher.name.toUpperCase(), {
    x: MARGIN,
    y,
    size: 9,
    font: fonts.bold,
    color: color.accent,
  });
  y -= 30;
  const title = { font: fonts.bold, size: 22, leading: 26, color: color.text };
  y = drawLines(page, wrapText(content.heading, fonts.bold, 22, WIDTH), MARGIN, y, title) + 6;
  const intro = { font: fonts.regular, size: 11, leading: 15, color: color.muted };
  y = drawLines(page, wrapText(content.intro, fonts.regular, 11, WIDTH), MARGIN, y - 8, intro);
  // Blanks to write on, so a printed copy records which site was checked and when.
  y -= 16;
  const field = { size: 10, font: fonts.regular, color: color.text };
  page.drawText("Website:", { x: MARGIN, y, ...field });
  page.drawLine({
    start: { x: MARGIN + 46, y: y - 2 },
    end: { x: MARGIN + 300, y: y - 2 },
    thickness: 0.6,
    color: color.muted,
  });
  page.drawText("Date checked:", { x: MARGIN + 318, y, ...field });
  page.drawLine({
    start: { x: MARGIN + 388, y: y - 2 },
    end: { x: MARGIN + WIDTH, y: y - 2 },
    thickness: 0.6,
    color: color.muted,
  });
  return y - 30;
}

function drawFooter(page: PDFPage, publisher: Publisher, fonts: Fonts, label: string) {
  const y = MARGIN;
  page.drawLine({
    start: { x: MARGIN, y: FOOTER_TOP },
    end: { x: MARGIN + WIDTH, y: FOOTER_TOP },
    thickness: 0.6,
    color: color.rule,
  });
  const style = { y, size: 9, color: color.muted };
  page.drawText(publisher.name, { x: MARGIN, ...style, font: fonts.bold });
  const nameWidth = fonts.bold.widthOfTextAtSize(publisher.name, 9);
  page.drawText(`  \u00b7  ${hostOf(publisher.siteUrl)}`, {
    x: MARGIN + nameWidth,
    ...style,
    font: fonts.regular,
  });
  const labelWidth = fonts.regular.widthOfTextAtSize(label, 9);
  page.drawText(label, { x: MARGIN + WIDTH - labelWidth, ...style, font: fonts.regular });
}

/** A piece of the page with a known height, drawn with its top edge at `top`. */
interface Block {
  height: number;
  draw: (page: PDFPage, top: number) => void;
}

function groupHeading(name: string, count: number, fonts: Fonts): Block {
  return {
    height: 30,
    draw: (page, top) => {
      const y = top - 16;
      page.drawText(name, { x: MARGIN, y, size: 13, font: fonts.bold, color: color.primary });
      const note = `${count} ${count === 1 ? "check" : "checks"}`;
      const noteWidth = fonts.regular.widthOfTextAtSize(note, 9);
      page.drawText(note, {
        x: MARGIN + WIDTH - noteWidth,
        y,
        size: 9,
        font: fonts.regular,
        color: color.muted,
      });
      page.drawLine({
        start: { x: MARGIN, y: y - 6 },
        end: { x: MARGIN + WIDTH, y: y - 6 },
        thickness: 0.8,
        color: color.primary,
      });
    },
  };
}

function checkItem(text: string, fonts: Fonts): Block {
  const lines = wrapText(text, fonts.regular, ITEM.size, WIDTH - ITEM_INDENT);
  return {
    height: lines.length * ITEM.leading + ITEM.gap,
    draw: (page, top) => {
      const baseline = top - ITEM.size;
      // An empty box to tick with a pen, sitting on the first line's baseline.
      page.drawRectangle({
        x: MARGIN,
        y: baseline - 2,
        width: BOX,
        height: BOX,
        borderColor: color.text,
        borderWidth: 0.9,
      });
      const style = {
        font: fonts.regular,
        size: ITEM.size,
        leading: ITEM.leading,
        color: color.text,
      };
      drawLines(page, lines, MARGIN + ITEM_INDENT, baseline, style);
    },
  };
}

function closingNote(text: string, publisher: Publisher, fonts: Fonts): Block {
  const padding = 12;
  const lines = wrapText(text, fonts.regular, 10.5, WIDTH - 2 * padding);
  const link = `${hostOf(publisher.siteUrl)}${routes.contact}`;
  const height = 2 * padding + (lines.length + 1) * 14 + 4;
  return {
    height: height + 10,
    draw: (page, top) => {
      const boxTop = top - 10;
      page.drawRectangle({
        x: MARGIN,
        y: boxTop - height,
        width: WIDTH,
        height,
        color: color.soft,
      });
      const style = { font: fonts.regular, size: 10.5, leading: 14, color: color.text };
      const y = drawLines(page, lines, MARGIN + padding, boxTop - padding - 10, style);
      page.drawText(link, {
        x: MARGIN + padding,
        y: y - 4,
        size: 10.5,
        font: fonts.bold,
        color: color.primary,
      });
    },
  };
}

/**
 * Lays blocks out top to bottom over as many pages as needed. A group of checks stays on one
 * page when it fits on one, so a heading is never printed apart from its items.
 */
function layOut(doc: PDFDocument, first: { page: PDFPage; top: number }, groups: Block[][]) {
  let { page, top } = first;
  const freshTop = PAGE.height - MARGIN;
  const place = (block: Block) => {
    if (top - block.height < FOOTER_TOP + 8) {
      page = doc.addPage([PAGE.width, PAGE.height]);
      top = freshTop;
    }
    block.draw(page, top);
    top -= block.height;
  };
  for (const blocks of groups) {
    const height = blocks.reduce((sum, block) => sum + block.height, 0);
    const fitsHere = top - height >= FOOTER_TOP + 8;
    const fitsOnAPage = freshTop - height >= FOOTER_TOP + 8;
    if (!fitsHere && fitsOnAPage) top = -Infinity;
    blocks.forEach(place);
  }
}

/**
 * The Website Checklist as a printable PDF: the heading and intro, each group's checks with a
 * box to tick, the closing note, and a footer with the agency's name and site on every page.
 * The output depends only on its input (no creation date), so the file name's content hash
 * changes only when the checklist does.
 */
export async function websiteChecklistPdf(
  content: WebsiteChecklistContent,
  publisher: Publisher,
): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.setTitle(content.heading);
  doc.setAuthor(publisher.name);
  doc.setSubject(content.description);
  doc.setCreator(publisher.siteUrl);
  doc.setLanguage("en-US");
  const fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  };
  const page = doc.addPage([PAGE.width, PAGE.height]);
  const top = drawHeader(page, content, publisher, fonts);
  const groups = content.groups.map((group) => [
    groupHeading(group.name, group.items.length, fonts),
    ...group.items.map((item) => checkItem(item, fonts)),
  ]);
  layOut(doc, { page, top }, [...groups, [closingNote(content.closing, publisher, fonts)]]);
  const pages = doc.getPages();
  pages.forEach((page, index) =>
    drawFooter(page, publisher, fonts, `Page ${index + 1} of ${pages.length}`),
  );
  return doc.save();
}
