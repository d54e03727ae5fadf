import { buffer } from "node:stream/consumers";
import type PDFDocument from "pdfkit";
import { routes } from "../../../src/lib/routes";
import { tokens } from "../../../src/theme/tokens";
import { loadWhenMaking } from "../keptSteps";
import type { WebsiteChecklistContent } from "../../../src/content/schemas";
import type { Publisher } from "./types";

// US Letter in PDF points (1/72 inch), with 3/4-inch margins that every home printer handles.
const PAGE = { width: 612, height: 792 };
const MARGIN = 54;
const WIDTH = PAGE.width - 2 * MARGIN;
/** Where the body must stop: the footer's rule, and a little air above it. */
const BODY_BOTTOM = PAGE.height - MARGIN - 22;
const BOX = 11;
const ITEM_INDENT = 22;
const ITEM = { size: 10.5, lineGap: 3.5, gap: 6 };
const FONT = { regular: "Helvetica", bold: "Helvetica-Bold" };

// The site's own colors, so the printout matches the brand.
const color = tokens.color;

type Doc = PDFKit.PDFDocument;
type Struct = PDFKit.PDFStructureElement;

const hostOf = (siteUrl: string) => siteUrl.replace(/^https?:\/\//, "").replace(/\/$/, "");

/** Draws decoration (rules, boxes, fills) as an artifact, which screen readers skip. */
function artifact(doc: Doc, draw: () => void) {
  doc.markContent("Artifact");
  draw();
  doc.endMarkedContent();
}

function rule(doc: Doc, x1: number, x2: number, y: number) {
  doc.moveTo(x1, y).lineTo(x2, y).stroke();
}

/** The height of `text` set in `font` at `size`, to plan page breaks; leaves that font set. */
function measure(doc: Doc, font: string, size: number, text: string, width: number, gap = 0) {
  doc.font(font).fontSize(size);
  return doc.heightOfString(text, { width, lineGap: gap });
}

function header(doc: Doc, root: Struct, content: WebsiteChecklistContent, publisher: Publisher) {
  let y = MARGIN;
  root.add(
    doc.struct("P", {}, () => {
      doc.font(FONT.bold).fontSize(9).fillColor(color.accent);
      doc.text(publisher.name.toUpperCase(), MARGIN, y, { lineBreak: false, characterSpacing: 1 });
    }),
  );
  y += 24;
  root.add(
    doc.struct("H1", {}, () => {
      doc.font(FONT.bold).fontSize(22).fillColor(color.text);
      doc.text(content.heading, MARGIN, y, { width: WIDTH, lineGap: 4 });
    }),
  );
  y += measure(doc, FONT.bold, 22, content.heading, WIDTH, 4) + 8;
  root.add(
    doc.struct("P", {}, () => {
      doc.font(FONT.regular).fontSize(11).fillColor(color.textMuted);
      doc.text(content.intro, MARGIN, y, { width: WIDTH, lineGap: 4 });
    }),
  );
  y += measure(doc, FONT.regular, 11, content.intro, WIDTH, 4) + 16;
  // Blanks to write on, so a printed copy records which site was checked and when.
  root.add(
    doc.struct("P", {}, () => {
      doc.font(FONT.regular).fontSize(10).fillColor(color.text);
      doc.text("Website:", MARGIN, y, { lineBreak: false });
      doc.text("Date checked:", MARGIN + 318, y, { lineBreak: false });
    }),
  );
  artifact(doc, () => {
    doc.lineWidth(0.6).strokeColor(color.textMuted);
    rule(doc, MARGIN + 46, MARGIN + 300, y + 10);
    rule(doc, MARGIN + 388, MARGIN + WIDTH, y + 10);
  });
  return y + 40;
}

/** A piece of the page with a known height, drawn with its top edge at `top`. */
interface Block {
  height: number;
  draw: (top: number) => void;
}

function groupHeading(doc: Doc, parent: Struct, name: string, count: number): Block {
  return {
    height: 30,
    draw: (top) => {
      const y = top + 4;
      parent.add(
        doc.struct("H2", {}, () => {
          doc.font(FONT.bold).fontSize(13).fillColor(color.primary);
          doc.text(name, MARGIN, y, { lineBreak: false });
        }),
      );
      const note = `${count} ${count === 1 ? "check" : "checks"}`;
      parent.add(
        doc.struct("P", {}, () => {
          doc.font(FONT.regular).fontSize(9).fillColor(color.textMuted);
          doc.text(note, MARGIN, y + 3, { width: WIDTH, align: "right", lineBreak: false });
        }),
      );
      artifact(doc, () => {
        doc.lineWidth(0.8).strokeColor(color.primary);
        rule(doc, MARGIN, MARGIN + WIDTH, y + 20);
      });
    },
  };
}

function checkItem(doc: Doc, list: () => Struct, text: string): Block {
  const width = WIDTH - ITEM_INDENT;
  const height = measure(doc, FONT.regular, ITEM.size, text, width, ITEM.lineGap);
  return {
    height: height + ITEM.gap,
    draw: (top) => {
      // An empty box to tick with a pen, beside the first line; to a reader it is the
      // list's bullet, so it is decoration and the item is its text.
      artifact(doc, () => {
        doc.lineWidth(0.9).strokeColor(color.text);
        doc.rect(MARGIN, top + 1, BOX, BOX).stroke();
      });
      const body = doc.struct("LBody", {}, () => {
        doc.font(FONT.regular).fontSize(ITEM.size).fillColor(color.text);
        doc.text(text, MARGIN + ITEM_INDENT, top, { width, lineGap: ITEM.lineGap });
      });
      list().add(doc.struct("LI", {}, [body]));
    },
  };
}

function closingNote(doc: Doc, parent: Struct, text: string, publisher: Publisher): Block {
  const padding = 12;
  const width = WIDTH - 2 * padding;
  const link = `${hostOf(publisher.siteUrl)}${routes.contact}`;
  // Set as a check is.
  const textHeight = measure(doc, FONT.regular, ITEM.size, text, width, ITEM.lineGap);
  const height = 2 * padding + textHeight + 18;
  return {
    height: height + 10,
    draw: (top) => {
      const boxTop = top + 10;
      artifact(doc, () => doc.rect(MARGIN, boxTop, WIDTH, height).fill(color.primarySoft));
      parent.add(
        doc.struct("P", {}, () => {
          doc.font(FONT.regular).fontSize(ITEM.size).fillColor(color.text);
          doc.text(text, MARGIN + padding, boxTop + padding, { width, lineGap: ITEM.lineGap });
          doc.font(FONT.bold).fillColor(color.primary);
          doc.text(link, MARGIN + padding, boxTop + padding + textHeight + 4, {
            width,
            link: `${publisher.siteUrl.replace(/\/$/, "")}${routes.contact}`,
          });
        }),
      );
    },
  };
}

function footers(doc: Doc, publisher: Publisher) {
  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index += 1) {
    doc.switchToPage(index);
    // The footer sits in the bottom margin, where PDFKit would otherwise start a new page.
    doc.page.margins.bottom = 0;
    const y = PAGE.height - MARGIN - 9;
    doc.markContent("Artifact", { type: "Pagination" });
    doc.lineWidth(0.6).strokeColor(color.border);
    rule(doc, MARGIN, MARGIN + WIDTH, y - 8);
    doc.font(FONT.bold).fontSize(9).fillColor(color.textMuted);
    doc.text(publisher.name, MARGIN, y, { lineBreak: false, continued: true });
    doc.font(FONT.regular).text(`  \u00b7  ${hostOf(publisher.siteUrl)}`, { lineBreak: false });
    doc.text(`Page ${index + 1} of ${count}`, MARGIN, y, {
      width: WIDTH,
      align: "right",
      lineBreak: false,
    });
    doc.endMarkedContent();
  }
}

/**
 * Lays blocks out top to bottom over as many pages as needed. A group of checks stays on one
 * page when it fits on one, so a heading is never printed apart from its items.
 */
function layOut(doc: Doc, firstTop: number, groups: Block[][]) {
  let top = firstTop;
  const place = (block: Block) => {
    if (top + block.height > BODY_BOTTOM) {
      doc.addPage();
      top = MARGIN;
    }
    block.draw(top);
    top += block.height;
  };
  for (const blocks of groups) {
    const height = blocks.reduce((sum, block) => sum + block.height, 0);
    const fitsHere = top + height <= BODY_BOTTOM;
    const fitsOnAPage = MARGIN + height <= BODY_BOTTOM;
    if (!fitsHere && fitsOnAPage) top = Infinity;
    blocks.forEach(place);
  }
}

/**
 * The Website Checklist as a printable PDF, tagged (a structure tree, the language and a
 * displayed title) so screen readers can move through it as through the page.
 */
export function websiteChecklistPdf(
  content: WebsiteChecklistContent,
  publisher: Publisher,
): Promise<Uint8Array> {
  const Pdf = loadWhenMaking<typeof PDFDocument>("pdfkit");
  const doc = new Pdf({
    size: [PAGE.width, PAGE.height],
    margin: MARGIN,
    bufferPages: true,
    pdfVersion: "1.7",
    tagged: true,
    lang: "en-US",
    displayTitle: true,
    info: {
      Title: content.heading,
      Author: publisher.name,
      Subject: content.description,
      Creator: publisher.siteUrl,
      // PDFKit writes a creation date and derives the file id from it: a fixed one (the
      // epoch, meaning "undated") keeps the bytes the same for the same checklist.
      CreationDate: new Date(0),
    },
  });
  // PDFKit's document is a readable stream: its bytes, once the document is ended.
  const bytes = buffer(doc);

  const root = doc.struct("Document");
  doc.addStructure(root);
  const top = header(doc, root, content, publisher);
  const groups = content.groups.map((group) => {
    const section = doc.struct("Sect");
    root.add(section);
    let list: Struct | null = null;
    const listOf = () => {
      if (!list) {
        list = doc.struct("L");
        section.add(list);
      }
      return list;
    };
    return [
      groupHeading(doc, section, group.name, group.items.length),
      ...group.items.map((item) => checkItem(doc, listOf, item)),
    ];
  });
  layOut(doc, top, [...groups, [closingNote(doc, root, content.closing, publisher)]]);
  root.end();
  footers(doc, publisher);
  doc.end();
  return bytes;
}
