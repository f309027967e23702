/**
 * The demo request form's messages and limits, without zod: the form imports them with the page, the schema (demo.ts)
 * loads on first use.
 */

export const DEMO_MESSAGES = {
  companyName: "Company name is required",
  dmFirstName: "Decision maker first name is required",
  email: "Email is required",
  emailFormat: "Please enter a valid email address",
  countryCode: "Country code is required",
  phoneNumber: "Phone number is required",
  country: "Country is required",
  consent: "Please accept the terms and conditions",
  success: "Demo request submitted successfully!",
  failure: "Failed to submit demo request. Please try again.",
} as const;

export const DEMO_LIMITS = { companyName: 200, name: 100, dmTitle: 150, email: 254, countryCode: 5, phoneNumber: 30, country: 100 } as const;
