import fs from "node:fs";
import path from "node:path";
import ExcelJS from "exceljs";
import {
  DOWNLOADS_URL_DIR,
  downloadDefinitions,
  type DownloadFormat,
} from "../plugins/site/downloads/downloads";
import { readDownloadContent } from "../plugins/site/downloads/downloads.testing";
import { headersFor, parseHeadersFile } from "../scripts/netlify-headers.mjs";
import { routes } from "../src/lib/routes";
import { alternateText, formatName } from "../src/sections/resources/fileFormats";
import { fileSizeLabel } from "../src/sections/resources/fileSize";
import { fixtureBuild, realBuild, type Build } from "./builds";
import { all, byRoute, first, readPage, textOf } from "./builtHtml";

/**
 * The Free Resources files as the build wrote them and the Resources page offers them: each
 * link's file is the real thing, its size on the card is the file's, and it is served from
 * the immutable /static/ path. Read from the builds, for any valid content of
 * content/downloads/; e2e/downloads.spec.ts clicks the links as a visitor.
 */

const mimeTypes: Record<DownloadFormat, string> = {
  PDF: "application/pdf",
  XLSX: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  CSV: "text/csv",
};

/** How to tell a file is the real thing, by format. */
const looksRight: Record<DownloadFormat, (body: Buffer) => Promise<boolean>> = {
  PDF: async (body) => body.subarray(0, 5).toString("latin1") === "%PDF-",
  CSV: async (body) => /^\uFEFF[^\r\n]+,[^\r\n]+\r\n[^\r\n]+/.test(body.toString("utf8")),
  // A workbook opens in a spreadsheet library, starts on its instructions and holds formulas.
  XLSX: async (body) => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(body as unknown as ExcelJS.Buffer);
    let formulas = 0;
    workbook.worksheets[1]?.eachRow((row) =>
      row.eachCell((cell) => {
        if (cell.formula) formulas += 1;
      }),
    );
    return workbook.worksheets[0].name === "How to use" && formulas > 0;
  },
};

describe.each([realBuild(), fixtureBuild()])("the $name site's downloads", (build: Build) => {
  const { publicDir, root } = build;
  const rules = parseHeadersFile(fs.readFileSync(path.join(publicDir, "_headers"), "utf8"));
  /** Every file the Resources page offers, its card's title read from the build's content. */
  const files = downloadDefinitions.flatMap(({ slug, schema, files: builders }) => {
    const { title } = readDownloadContent(slug, schema, root) as { title: string };
    return builders.map(({ format }, index) => ({
      title,
      format,
      main: index === 0,
      fileName: `${slug}.${format.toLowerCase()}`,
    }));
  });
  const names = files.map(({ fileName }) => fileName);
  const page = readPage(publicDir, routes.resources);
  const heading = all("h2", page).find((h2) => textOf(h2) === "Free Resources");
  const section = first(`section[aria-labelledby="${heading?.attribs.id}"]`, page);
  const linkTo = (fileName: string) => {
    const link = first(`a[download="${fileName}"]`, section ?? []);
    if (!link) throw new Error(`Free Resources offers no link saving ${fileName}`);
    return link;
  };
  const bytesOf = (fileName: string) =>
    fs.readFileSync(path.join(publicDir, linkTo(fileName).attribs.href));

  test("each link saves its file under its name, from a hashed address under /static/", () => {
    const offered = (fileName: string) => {
      const { href, type } = linkTo(fileName).attribs;
      return {
        address: new RegExp(`^${DOWNLOADS_URL_DIR}/[a-z-]+-[0-9a-f]{8}\\.[a-z]+$`).test(href),
        saves: path.basename(href).replace(/-[0-9a-f]{8}(?=\.)/, ""),
        type,
        built: fs.existsSync(path.join(publicDir, href)),
        cacheControl: headersFor(rules, href)["cache-control"],
      };
    };
    expect(byRoute(names, offered)).toEqual(
      Object.fromEntries(
        files.map(({ fileName, format }) => [
          fileName,
          {
            address: true,
            saves: fileName,
            type: mimeTypes[format],
            built: true,
            cacheControl: "public, max-age=31536000, immutable",
          },
        ]),
      ),
    );
  });

  test("each link names its file, its format and its true size; each card its main file's", () => {
    const named = (fileName: string) => {
      const link = linkTo(fileName);
      const card = link.parent ?? link;
      return {
        link: textOf(link),
        card: all("p", card).map(textOf),
        title: textOf(first("h3", card)),
      };
    };
    expect(byRoute(names, named)).toEqual(
      Object.fromEntries(
        files.map((file) => {
          const size = fileSizeLabel(bytesOf(file.fileName).length);
          const main = files.find((other) => other.main && other.title === file.title);
          const mainSize = fileSizeLabel(bytesOf(main?.fileName ?? "").length);
          return [
            file.fileName,
            {
              link: file.main
                ? `Download Free ${file.title} (${formatName(file.format)}, ${size})`
                : `${alternateText(file.format)} (${file.title}, ${size})`,
              card: expect.arrayContaining([`${formatName(main?.format ?? "")} file, ${mainSize}`]),
              title: file.title,
            },
          ];
        }),
      ),
    );
  });

  test("each file is what its format promises: a PDF, a workbook with formulas, a CSV", async () => {
    const checked = await Promise.all(
      files.map(async ({ fileName, format }) => [
        fileName,
        await looksRight[format](bytesOf(fileName)),
      ]),
    );
    expect(Object.fromEntries(checked)).toEqual(byRoute(names, () => true));
  });

  test("the checklist is a tagged PDF in English, its title shown, under 100 KB", () => {
    const pdf = files.find(({ format }) => format === "PDF");
    const body = bytesOf(pdf?.fileName ?? "");
    expect(body.length).toBeLessThan(100 * 1024);
    // Object dictionaries are plain text in the file; only page content is compressed.
    const text = body.toString("latin1");
    const catalog = /<<[^>]*\/Type \/Catalog[\s\S]*?>>\n/.exec(text)?.[0] ?? "";
    expect(catalog).toMatch(/\/StructTreeRoot \d+ 0 R/);
    expect(catalog).toMatch(/\/Lang \(en(-US)?\)/);
    expect(text).toMatch(/\/Marked true/);
    expect(text).toMatch(/\/DisplayDocTitle true/);
    for (const role of ["H1", "H2", "L", "LI"]) expect(text).toMatch(new RegExp(`/S /${role}\\b`));
  });
});
