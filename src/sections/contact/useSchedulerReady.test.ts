import { embedUrl } from "./useSchedulerReady";

describe("embedUrl", () => {
  it("adds the scheduler's embed parameters to the booking address", () => {
    const url = new URL(embedUrl("https://calendly.com/example/45min", "www.example.org"));
    expect(`${url.origin}${url.pathname}`).toBe("https://calendly.com/example/45min");
    expect(url.searchParams.get("embed_domain")).toBe("www.example.org");
    expect(url.searchParams.get("embed_type")).toBe("Inline");
  });

  it("keeps the booking address's own parameters", () => {
    const url = new URL(embedUrl("https://calendly.com/example/45min?month=2030-01", "localhost"));
    expect(url.searchParams.get("month")).toBe("2030-01");
    expect(url.searchParams.get("embed_domain")).toBe("localhost");
  });
});
