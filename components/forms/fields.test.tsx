/** @jest-environment jsdom */
import { act, render as renderUi, screen } from "@testing-library/react";
import type { ReactElement } from "react";
import en from "@/content/messages/forms/en.json";
import { toastRegionMounted } from "@/lib/toast-region";
import { CheckboxField, FieldWordsProvider, FormStatus, HoneypotField, PhoneField, SelectField, SubmitButton, TextAreaField, TextField } from ".";

/** The fields' own words come from the form's provider (translated on the server): here, English's. */
const ENGLISH = { ...en.FormFields, consent: en.FormFields.consent.replace(/<\/?\w+>/g, "") };
const render = (ui: ReactElement) => renderUi(ui, { wrapper: ({ children }) => <FieldWordsProvider words={ENGLISH}>{children}</FieldWordsProvider> });

describe("form fields", () => {
  it("TextField: labelled; an error sets aria-invalid and is its description; required is marked, not native", () => {
    const { rerender } = render(<TextField name="firstName" label="First Name" required hint="As on your passport" />);
    const input = screen.getByRole("textbox", { name: "First Name" });
    expect(input).toHaveAttribute("id", "field-firstName");
    expect(input).toHaveAttribute("aria-required", "true");
    expect(input).not.toHaveAttribute("required");
    expect(input).not.toHaveAttribute("aria-invalid");
    expect(input).toHaveAccessibleDescription("As on your passport");

    rerender(<TextField name="firstName" label="First Name" required hint="As on your passport" error="Please fill in all required fields" />);
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(input).toHaveAccessibleDescription("As on your passport Please fill in all required fields");
  });

  it("SelectField, TextAreaField and CheckboxField tie their errors the same way", () => {
    render(
      <>
        <SelectField name="country" label="Country" placeholder="Select a country" options={[{ value: "Egypt", label: "Egypt" }]} error="Country is required" />
        <TextAreaField name="message" label="Message" optional error="Please use at most 5000 characters" />
        <CheckboxField name="consent" label="I agree to the terms" error="Please accept the terms and conditions" />
      </>,
    );
    expect(screen.getByRole("combobox", { name: "Country" })).toHaveAccessibleDescription("Country is required");
    expect(screen.getByRole("option", { name: "Select a country" })).toHaveValue("");
    expect(screen.getByRole("textbox", { name: "Message (optional)" })).toHaveAccessibleDescription("Please use at most 5000 characters");
    expect(screen.getByRole("checkbox", { name: "I agree to the terms" })).toHaveAccessibleDescription("Please accept the terms and conditions");
  });

  it("SelectField: the options are the server's HTML, text escaped, the starting value selected", () => {
    const options = [
      { value: "Côte d'Ivoire", label: "Côte d'Ivoire" },
      { value: 'A "quoted" <b>name</b> & co', label: 'A "quoted" <b>name</b> & co' },
    ];
    render(<SelectField name="country" label="Country" placeholder="Select a country" options={options} defaultValue={options[1]!.value} />);
    const select = screen.getByRole<HTMLSelectElement>("combobox", { name: "Country" });
    expect([...select.options].map((o) => [o.value, o.text])).toEqual([["", "Select a country"], ...options.map((o) => [o.value, o.label])]);
    expect(select.querySelector("b")).toBeNull();
    expect(select.value).toBe(options[1]!.value);
    expect(select.options[2]!.defaultSelected).toBe(true);
  });

  it("PhoneField: a named group with a labelled code select and number, each with its own error", () => {
    render(
      <PhoneField
        label="Phone Number"
        required
        codes={[
          { value: "+1", label: "+1 United States / Canada" },
          { value: "+44", label: "+44 United Kingdom" },
        ]}
        code={{ name: "countryCode", defaultValue: "+44" }}
        number={{ name: "phoneNumber", error: "Phone number is required" }}
      />,
    );
    const group = screen.getByRole("group", { name: "Phone Number" });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "Country code" })).toHaveValue("+44");
    const number = screen.getByRole("textbox", { name: "Phone number" });
    expect(number).toHaveAttribute("type", "tel");
    expect(number).toHaveAccessibleDescription("Phone number is required");
    expect(screen.getByRole("combobox", { name: "Country code" })).not.toHaveAttribute("aria-invalid");
  });

  it("HoneypotField: hidden from assistive technology, out of the tab order, closed to autofill", () => {
    const { container } = render(<HoneypotField />);
    const input = container.querySelector("input")!;
    expect(input).toHaveAttribute("name", "contactReference");
    expect(input).toHaveAttribute("tabindex", "-1");
    expect(input).toHaveAttribute("autocomplete", "off");
    expect(input.closest("[aria-hidden='true']")).not.toBeNull();
    expect(screen.queryByRole("textbox")).toBeNull();
  });

  it("FormStatus: a live region that shows the outcome only once there is one", () => {
    const { rerender } = render(<FormStatus state={{ status: "idle" }} />);
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
    rerender(<FormStatus state={{ status: "error", message: "Too many submissions. Please wait a minute and try again." }} />);
    expect(screen.getByRole("status")).toHaveTextContent("Too many submissions. Please wait a minute and try again.");
    rerender(<FormStatus state={{ status: "success", message: "Demo request submitted successfully!" }} />);
    expect(screen.getByRole("status")).toHaveTextContent("Demo request submitted successfully!");
  });

  it("FormStatus: silent while the toasts' region, which announces the same outcome, is on the page", () => {
    render(<FormStatus state={{ status: "success", message: "Demo request submitted successfully!" }} />);
    expect(screen.getByRole("status")).toHaveAttribute("aria-live", "polite");
    let unmount = () => {};
    act(() => {
      unmount = toastRegionMounted();
    });
    expect(screen.getByRole("status")).toHaveAttribute("aria-live", "off");
    act(() => unmount());
    expect(screen.getByRole("status")).toHaveAttribute("aria-live", "polite");
  });

  it("SubmitButton: disabled with the in-flight label while pending", () => {
    const { rerender } = render(
      <SubmitButton pending={false} pendingLabel="Sending Query...">
        Send Query
      </SubmitButton>,
    );
    expect(screen.getByRole("button", { name: "Send Query" })).toBeEnabled();
    rerender(
      <SubmitButton pending pendingLabel="Sending Query...">
        Send Query
      </SubmitButton>,
    );
    expect(screen.getByRole("button", { name: "Sending Query..." })).toBeDisabled();
  });
});
