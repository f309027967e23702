/** @jest-environment jsdom */
import { render } from "@testing-library/react";
import { Salary } from "./money";

describe("Salary (AED and SAR read correctly in every locale)", () => {
  const aed = { minimumPay: 35000, maximumPay: 45000, currency: "AED", salaryPeriod: "monthly" };
  const sar = { minimumPay: 480000, maximumPay: 520000, currency: "SAR", salaryPeriod: "yearly" };
  /** The isolates a salary is drawn from: each amount with its direction and text. */
  const amounts = (container: HTMLElement) =>
    [...container.querySelectorAll(":scope > bdi")].map((b) => ({ dir: b.getAttribute("dir"), text: b.textContent }));
  const BIDI_CONTROLS = /[\u200E\u200F\u202A-\u202E\u2066-\u2069]/;

  it("English: the spec's text, each amount a left-to-right isolate with the Arabic symbol isolated before its digits", () => {
    const { container } = render(<Salary salary={aed} locale="en" />);
    expect(container.textContent).toBe("د.إ35,000-د.إ45,000 / Mo");
    expect(amounts(container)).toEqual([
      { dir: "ltr", text: "د.إ35,000" },
      { dir: "ltr", text: "د.إ45,000" },
    ]);
    // The symbol sits in its own isolate, first: the digits after it stay left-to-right numbers.
    const inner = container.querySelector("bdi > bdi");
    expect(inner?.textContent).toBe("د.إ");
    expect(inner?.previousSibling).toBeNull();
    expect(render(<Salary salary={sar} locale="en" />).container.textContent).toBe("ر.س480,000-ر.س520,000 / Yr");
  });

  it("Arabic: amount then symbol inside right-to-left isolates, Arabic period word, Western digits", () => {
    const { container } = render(<Salary salary={aed} locale="ar" />);
    expect(container.textContent).toBe("35,000 د.إ – 45,000 د.إ شهريًا");
    expect(amounts(container)).toEqual([
      { dir: "rtl", text: "35,000 د.إ" },
      { dir: "rtl", text: "45,000 د.إ" },
    ]);
    expect(render(<Salary salary={sar} locale="ar" />).container.textContent).toBe("480,000 ر.س – 520,000 ر.س سنويًا");
    expect(container.textContent).not.toMatch(BIDI_CONTROLS);
  });

  it("Turkish: the ISO code before a Turkish-formatted amount, Turkish period", () => {
    const { container } = render(<Salary salary={aed} locale="tr" />);
    expect(container.textContent).toBe("AED 35.000-AED 45.000 / ay");
    expect(amounts(container)).toEqual([
      { dir: "ltr", text: "AED 35.000" },
      { dir: "ltr", text: "AED 45.000" },
    ]);
    expect(render(<Salary salary={sar} locale="tr" />).container.textContent).toBe("SAR 480.000-SAR 520.000 / yıl");
    expect(container.querySelector("bdi > bdi")).toBeNull();
  });

  it("the range alone and 'Competitive' in each locale", () => {
    expect(render(<Salary salary={aed} locale="en" withPeriod={false} />).container.textContent).toBe("د.إ35,000-د.إ45,000");
    expect(render(<Salary salary={{ minimumPay: 1 }} locale="en" />).container.textContent).toBe("Competitive");
    expect(render(<Salary salary={{}} locale="ar" />).container.textContent).toBe("تنافسي");
    expect(render(<Salary salary={{}} locale="tr" />).container.textContent).toBe("Rekabetçi");
    expect(render(<Salary salary={{ minimumPay: 85000, maximumPay: 110000, currency: "GBP" }} locale="tr" />).container.textContent).toBe("£85.000-£110.000 / yıl");
  });
});
