import { sortByText } from "@/lib/format/text";

/**
 * Countries, their international dialling codes and ISO 3166 region codes, for the country select of the demo form
 * and the country-code select of the phone fields. English short names (the value the API receives, in every
 * language); the first two countries listed for a shared code (+1, +7) name that code's option. Other languages
 * label them through Intl.DisplayNames (localized-countries.ts, on the server).
 */
export const COUNTRIES: readonly (readonly [name: string, dial: string, region: string])[] = [
  ["United States", "+1", "US"], ["Canada", "+1", "CA"],
  ["Afghanistan", "+93", "AF"], ["Albania", "+355", "AL"], ["Algeria", "+213", "DZ"], ["Andorra", "+376", "AD"], ["Angola", "+244", "AO"],
  ["Antigua and Barbuda", "+1", "AG"], ["Argentina", "+54", "AR"], ["Armenia", "+374", "AM"], ["Australia", "+61", "AU"], ["Austria", "+43", "AT"],
  ["Azerbaijan", "+994", "AZ"], ["Bahamas", "+1", "BS"], ["Bahrain", "+973", "BH"], ["Bangladesh", "+880", "BD"], ["Barbados", "+1", "BB"],
  ["Belarus", "+375", "BY"], ["Belgium", "+32", "BE"], ["Belize", "+501", "BZ"], ["Benin", "+229", "DY"], ["Bhutan", "+975", "BT"],
  ["Bolivia", "+591", "BO"], ["Bosnia and Herzegovina", "+387", "BA"], ["Botswana", "+267", "BW"], ["Brazil", "+55", "BR"], ["Brunei", "+673", "BN"],
  ["Bulgaria", "+359", "BG"], ["Burkina Faso", "+226", "HV"], ["Burundi", "+257", "BI"], ["Cabo Verde", "+238", "CV"], ["Cambodia", "+855", "KH"],
  ["Cameroon", "+237", "CM"], ["Central African Republic", "+236", "CF"], ["Chad", "+235", "TD"], ["Chile", "+56", "CL"], ["China", "+86", "CN"],
  ["Colombia", "+57", "CO"], ["Comoros", "+269", "KM"], ["Congo", "+242", "CG"], ["Costa Rica", "+506", "CR"], ["Côte d'Ivoire", "+225", "CI"],
  ["Croatia", "+385", "HR"], ["Cuba", "+53", "CU"], ["Cyprus", "+357", "CY"], ["Czechia", "+420", "CZ"], ["Democratic Republic of the Congo", "+243", "CD"],
  ["Denmark", "+45", "DK"], ["Djibouti", "+253", "DJ"], ["Dominica", "+1", "DM"], ["Dominican Republic", "+1", "DO"], ["Ecuador", "+593", "EC"],
  ["Egypt", "+20", "EG"], ["El Salvador", "+503", "SV"], ["Equatorial Guinea", "+240", "GQ"], ["Eritrea", "+291", "ER"], ["Estonia", "+372", "EE"],
  ["Eswatini", "+268", "SZ"], ["Ethiopia", "+251", "ET"], ["Fiji", "+679", "FJ"], ["Finland", "+358", "FI"], ["France", "+33", "FX"], ["Gabon", "+241", "GA"],
  ["Gambia", "+220", "GM"], ["Georgia", "+995", "GE"], ["Germany", "+49", "DE"], ["Ghana", "+233", "GH"], ["Greece", "+30", "GR"], ["Grenada", "+1", "GD"],
  ["Guatemala", "+502", "GT"], ["Guinea", "+224", "GN"], ["Guinea-Bissau", "+245", "GW"], ["Guyana", "+592", "GY"], ["Haiti", "+509", "HT"],
  ["Honduras", "+504", "HN"], ["Hong Kong", "+852", "HK"], ["Hungary", "+36", "HU"], ["Iceland", "+354", "IS"], ["India", "+91", "IN"],
  ["Indonesia", "+62", "ID"], ["Iran", "+98", "IR"], ["Iraq", "+964", "IQ"], ["Ireland", "+353", "IE"], ["Israel", "+972", "IL"], ["Italy", "+39", "IT"],
  ["Jamaica", "+1", "JM"], ["Japan", "+81", "JP"], ["Jordan", "+962", "JO"], ["Kazakhstan", "+7", "KZ"], ["Kenya", "+254", "KE"], ["Kiribati", "+686", "KI"],
  ["Kosovo", "+383", "XK"], ["Kuwait", "+965", "KW"], ["Kyrgyzstan", "+996", "KG"], ["Laos", "+856", "LA"], ["Latvia", "+371", "LV"], ["Lebanon", "+961", "LB"],
  ["Lesotho", "+266", "LS"], ["Liberia", "+231", "LR"], ["Libya", "+218", "LY"], ["Liechtenstein", "+423", "LI"], ["Lithuania", "+370", "LT"],
  ["Luxembourg", "+352", "LU"], ["Macao", "+853", "MO"], ["Madagascar", "+261", "MG"], ["Malawi", "+265", "MW"], ["Malaysia", "+60", "MY"],
  ["Maldives", "+960", "MV"], ["Mali", "+223", "ML"], ["Malta", "+356", "MT"], ["Marshall Islands", "+692", "MH"], ["Mauritania", "+222", "MR"],
  ["Mauritius", "+230", "MU"], ["Mexico", "+52", "MX"], ["Micronesia", "+691", "FM"], ["Moldova", "+373", "MD"], ["Monaco", "+377", "MC"],
  ["Mongolia", "+976", "MN"], ["Montenegro", "+382", "ME"], ["Morocco", "+212", "MA"], ["Mozambique", "+258", "MZ"], ["Myanmar", "+95", "MM"],
  ["Namibia", "+264", "NA"], ["Nauru", "+674", "NR"], ["Nepal", "+977", "NP"], ["Netherlands", "+31", "NL"], ["New Zealand", "+64", "NZ"],
  ["Nicaragua", "+505", "NI"], ["Niger", "+227", "NE"], ["Nigeria", "+234", "NG"], ["North Korea", "+850", "KP"], ["North Macedonia", "+389", "MK"],
  ["Norway", "+47", "NO"], ["Oman", "+968", "OM"], ["Pakistan", "+92", "PK"], ["Palau", "+680", "PW"], ["Palestine", "+970", "PS"], ["Panama", "+507", "PA"],
  ["Papua New Guinea", "+675", "PG"], ["Paraguay", "+595", "PY"], ["Peru", "+51", "PE"], ["Philippines", "+63", "PH"], ["Poland", "+48", "PL"],
  ["Portugal", "+351", "PT"], ["Puerto Rico", "+1", "PR"], ["Qatar", "+974", "QA"], ["Romania", "+40", "RO"], ["Russia", "+7", "RU"], ["Rwanda", "+250", "RW"],
  ["Saint Kitts and Nevis", "+1", "KN"], ["Saint Lucia", "+1", "LC"], ["Saint Vincent and the Grenadines", "+1", "VC"], ["Samoa", "+685", "WS"],
  ["San Marino", "+378", "SM"], ["São Tomé and Príncipe", "+239", "ST"], ["Saudi Arabia", "+966", "SA"], ["Senegal", "+221", "SN"],
  ["Serbia", "+381", "YU"], ["Seychelles", "+248", "SC"], ["Sierra Leone", "+232", "SL"], ["Singapore", "+65", "SG"], ["Slovakia", "+421", "SK"],
  ["Slovenia", "+386", "SI"], ["Solomon Islands", "+677", "SB"], ["Somalia", "+252", "SO"], ["South Africa", "+27", "ZA"], ["South Korea", "+82", "KR"],
  ["South Sudan", "+211", "SS"], ["Spain", "+34", "ES"], ["Sri Lanka", "+94", "LK"], ["Sudan", "+249", "SD"], ["Suriname", "+597", "SR"],
  ["Sweden", "+46", "SE"], ["Switzerland", "+41", "CH"], ["Syria", "+963", "SY"], ["Taiwan", "+886", "TW"], ["Tajikistan", "+992", "TJ"],
  ["Tanzania", "+255", "TZ"], ["Thailand", "+66", "TH"], ["Timor-Leste", "+670", "TL"], ["Togo", "+228", "TG"], ["Tonga", "+676", "TO"],
  ["Trinidad and Tobago", "+1", "TT"], ["Tunisia", "+216", "TN"], ["Türkiye", "+90", "TR"], ["Turkmenistan", "+993", "TM"], ["Tuvalu", "+688", "TV"],
  ["Uganda", "+256", "UG"], ["Ukraine", "+380", "UA"], ["United Arab Emirates", "+971", "AE"], ["United Kingdom", "+44", "GB"],
  ["Uruguay", "+598", "UY"], ["Uzbekistan", "+998", "UZ"], ["Vanuatu", "+678", "VU"], ["Vatican City", "+39", "VA"], ["Venezuela", "+58", "VE"],
  ["Vietnam", "+84", "VN"], ["Yemen", "+967", "YE"], ["Zambia", "+260", "ZM"], ["Zimbabwe", "+263", "ZW"],
];

export type SelectOption = { value: string; label: string };

/** Every country by name (the value is the name: that is what the API receives). */
export const COUNTRY_OPTIONS: readonly SelectOption[] = sortByText(
  COUNTRIES.map(([name]) => ({ value: name, label: name })),
  (option) => option.label,
);

/**
 * One option per dialling code, named after its first two countries (in table order), sorted by that name with
 * `sort`. Code first: a narrow closed select still shows it when a long country name is cut off.
 */
export function groupByDialCode(
  countries: readonly (readonly [label: string, dial: string])[],
  sort: <T>(items: Iterable<T>, textOf: (item: T) => string) => T[],
): SelectOption[] {
  const names = new Map<string, string[]>();
  for (const [name, dial] of countries) names.set(dial, [...(names.get(dial) ?? []), name]);
  return sort(names, ([, list]) => list[0]!).map(([dial, list]) => ({ value: dial, label: `${dial} ${list.slice(0, 2).join(" / ")}` }));
}

/**
 * Shorter English names for the dialling-code select only, which sits beside the number and grows to 320 px at most:
 * "+243 Democratic Republic of the Congo" was cut off there. The country select keeps the full name.
 */
const SHORT_DIAL_NAMES: Readonly<Record<string, string>> = { CD: "DR Congo" };

/** One option per dialling code, named after its country (or first two countries), sorted by name. */
export const DIAL_CODE_OPTIONS: readonly SelectOption[] = groupByDialCode(
  COUNTRIES.map(([name, dial, region]) => [SHORT_DIAL_NAMES[region] ?? name, dial]),
  sortByText,
);
