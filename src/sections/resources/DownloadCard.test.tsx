import { screen } from "@testing-library/react";
import { renderWithTheme } from "../../test-utils";
import { DownloadCard } from "./DownloadCard";

const checklist = {
  title: "Website Checklist",
  icon: "shieldCheck",
  description: "The checks every small-business site should pass.",
  url: "/static/downloads/website-checklist-3f2a9c1d.pdf",
  fileName: "website-checklist.pdf",
  format: "PDF",
  mimeType: "application/pdf",
  sizeBytes: 38_912,
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
});
