/**
 * The contact form's messages, options and limits, without zod: the form imports them with the page, the schema
 * (contact.ts) loads on first use.
 */

export const CONTACT_MESSAGES = {
  required: "Please fill in all required fields",
  email: "Please enter a valid email address",
  consent: "Please accept the terms and conditions",
  success: "Your query has been submitted successfully!",
  failure: "Failed to submit query. Please try again.",
  submitting: "Submitting your query...",
} as const;

export const NATURE_OF_ENQUIRY_OPTIONS = ["Sales", "Partnership", "Support", "Press", "Other"] as const;

export const CONTACT_LIMITS = { name: 100, email: 254, countryCode: 5, phoneNumber: 30, natureOfEnquiry: 100, message: 5000 } as const;
