import { fileSizeLabel } from "./fileSize";

describe("fileSizeLabel", () => {
  it.each([
    [850, "850 bytes"],
    [1024, "1 KB"],
    [5177, "5.1 KB"],
    [38_912, "38 KB"],
    [102_399, "100 KB"],
    [1_258_291, "1.2 MB"],
  ])("shows %i bytes as %s", (bytes, label) => {
    expect(fileSizeLabel(bytes)).toBe(label);
  });
});
