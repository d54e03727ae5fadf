import { screen } from "@testing-library/react";
import { renderWithTheme } from "../../test-utils";
import { DownloadCard } from "./DownloadCard";
import { fileSizeLabel } from "./fileSize";

const checklist = {
  title: "Website Checklist",
  icon: "shieldCheck",
  description: "The checks every small-business site should pass.",
  url: "/static/downloads/website-checklist-3f2a9c1d.pdf",
  fileName: "website-checklist.pdf",
  format: "PDF",
  mimeType: "application/pdf",
  sizeBytes: 38_912,
  alternates: [],
};

const tracker = {
  title: "Growth Tracker",
  icon: "trendingUp",
  description: "Track revenue and leads month by month.",
  url: "/static/downloads/growth-tracker-0a1b2c3d.xlsx",
  fileName: "growth-tracker.xlsx",
  format: "XLSX",
  mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  sizeBytes: 9_420,
  alternates: [
    {
      url: "/static/downloads/growth-tracker-4e5f6a7b.csv",
      fileName: "growth-tracker.csv",
      format: "CSV",
      mimeType: "text/csv",
      sizeBytes: 2_626,
    },
  ],
};

describe("DownloadCard", () => {
  it("is a real download link named after the file, with its type and size", () => {
    renderWithTheme(
      <ul>
        <DownloadCard {...checklist} />
      </ul>,
    );
    const link = screen.getByRole("link", {
      name: "Download Free Website Checklist (PDF, 38 KB)",
    });
    expect(link).toHaveAttribute("href", checklist.url);
    expect(link).toHaveAttribute("download", "website-checklist.pdf");
    expect(link).toHaveAttribute("type", "application/pdf");
    expect(screen.getAllByRole("link")).toHaveLength(1);
  });

  it("shows the title as a heading and the file type and size as text", () => {
    renderWithTheme(
      <ul>
        <DownloadCard {...checklist} format="CSV" mimeType="text/csv" sizeBytes={2626} />
      </ul>,
    );
    expect(screen.getByRole("heading", { level: 3, name: "Website Checklist" })).toBeVisible();
    expect(screen.getByText("CSV file, 2.6 KB")).toBeVisible();
  });

  it("offers a workbook as Excel, with the CSV as a second link for Google Sheets and Numbers", () => {
    renderWithTheme(
      <ul>
        <DownloadCard {...tracker} />
      </ul>,
    );
    const size = fileSizeLabel(tracker.sizeBytes);
    expect(screen.getByText(`Excel file, ${size}`)).toBeVisible();
    const main = screen.getByRole("link", {
      name: `Download Free Growth Tracker (Excel, ${size})`,
    });
    expect(main).toHaveAttribute("download", "growth-tracker.xlsx");
    const csv = screen.getByRole("link", {
      name: `Download the CSV for Google Sheets or Numbers (Growth Tracker, ${fileSizeLabel(2_626)})`,
    });
    expect(csv).toHaveAttribute("href", tracker.alternates[0].url);
    expect(csv).toHaveAttribute("download", "growth-tracker.csv");
    expect(csv).toHaveAttribute("type", "text/csv");
  });
});
