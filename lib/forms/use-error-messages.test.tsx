/** @jest-environment jsdom */
import { renderHook } from "@testing-library/react";
import type { FieldErrors } from "react-hook-form";
import { useErrorMessages } from "./use-error-messages";

describe("useErrorMessages", () => {
  it("keeps one map while the messages stay the same, though react-hook-form mutates its errors in place", () => {
    // react-hook-form hands the same errors object to every render and changes it in place.
    const errors: FieldErrors = { email: { type: "format", message: "Please enter a valid email address" } };
    const { result, rerender } = renderHook(({ e }) => useErrorMessages(e), { initialProps: { e: errors } });
    const first = result.current;
    expect(first.get("email")).toBe("Please enter a valid email address");

    rerender({ e: errors });
    expect(result.current).toBe(first);

    errors.firstName = { type: "required", message: "Please fill in all required fields" };
    rerender({ e: errors });
    expect(result.current).not.toBe(first);
    expect([...result.current]).toEqual([
      ["email", "Please enter a valid email address"],
      ["firstName", "Please fill in all required fields"],
    ]);

    delete errors.email;
    delete errors.firstName;
    rerender({ e: errors });
    expect(result.current.size).toBe(0);
  });

  it("leaves out errors without a message", () => {
    const { result } = renderHook(() => useErrorMessages({ resume: { type: "file" } }));
    expect(result.current.has("resume")).toBe(false);
  });
});
