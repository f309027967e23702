import type { SVGProps } from "react";
import type { IconName } from "@/content/marketing/types";
import {
  AlertIcon,
  BriefcaseIcon,
  ChartIcon,
  ClockIcon,
  CloudIcon,
  EyeIcon,
  FileIcon,
  Icon,
  LockIcon,
  PrinterIcon,
  SearchIcon,
  ShieldIcon,
  SparkIcon,
  UsersIcon,
} from "@/components/ui/icons";

/** Marketing line icons in the same 24px, 1.8-stroke style as components/ui/icons; decorative (aria-hidden). */
type IconProps = SVGProps<SVGSVGElement>;

const paths: Record<Exclude<IconName, keyof typeof uiIcons>, React.ReactNode> = {
  watermark: <><path d="M12 3.5s6 6.3 6 10.5a6 6 0 0 1-12 0c0-4.2 6-10.5 6-10.5Z" /><path d="M9.5 14.5a2.5 2.5 0 0 0 2.5 2.5" /></>,
  fingerprint: <><path d="M7.5 5.5A7.5 7.5 0 0 1 19.5 11v2" /><path d="M4.5 9.5a7.5 7.5 0 0 0-.2 5.5" /><path d="M8 19.5c1.2-1.8 1.8-4 1.8-6.5a2.2 2.2 0 0 1 4.4 0c0 3.2-.6 5.8-2 8" /><path d="M16.8 16.5c-.3 1.4-.8 2.7-1.4 3.8" /><path d="M6.5 12.5a5.5 5.5 0 0 1 11 .5" /></>,
  key: <><circle cx="8" cy="15" r="4" /><path d="m11 12 8.5-8.5M16 7l2.5 2.5M14 9l2 2" /></>,
  bank: <><path d="M3.5 9.5 12 4l8.5 5.5h-17Z" /><path d="M5.5 9.5v8M10 9.5v8M14 9.5v8M18.5 9.5v8M3.5 20h17" /></>,
  factory: <><path d="M3.5 20V10l5 3.5V10l5 3.5V6h3l1 4 2.5.5V20h-16.5Z" /><path d="M7.5 16.5h2M12 16.5h2M16 16.5h1.5" /></>,
  pulse: <><path d="M3 12h4l2-5 4 10 2-5h6" /></>,
  landmark: <><path d="M12 3.5 4 8h16l-8-4.5Z" /><path d="M6 8v9M10 8v9M14 8v9M18 8v9M4 20h16M3 17h18" /></>,
  drop: <><path d="M12 3.5 7 11a6 6 0 1 0 10 0l-5-7.5Z" /><path d="M9.5 15.5a2.5 2.5 0 0 0 2.5 2" /></>,
  cart: <><path d="M3.5 4.5h2.5l2.2 10.5h9.6l2-7.5H7" /><circle cx="10" cy="19" r="1.3" /><circle cx="17" cy="19" r="1.3" /></>,
  network: <><circle cx="12" cy="5.5" r="2.2" /><circle cx="5.5" cy="18" r="2.2" /><circle cx="18.5" cy="18" r="2.2" /><path d="M11 7.5 6.6 16M13 7.5l4.4 8.5M7.7 18h8.6" /></>,
  download: <><path d="M12 4v11M7.5 10.5 12 15l4.5-4.5M4.5 19.5h15" /></>,
  copy: <><rect x="8.5" y="8.5" width="11" height="11" rx="2" /><path d="M15.5 8.5V6a1.5 1.5 0 0 0-1.5-1.5H6A1.5 1.5 0 0 0 4.5 6v8A1.5 1.5 0 0 0 6 15.5h2.5" /></>,
  camera: <><path d="M4 8.5A1.5 1.5 0 0 1 5.5 7h2l1.5-2.5h6L16.5 7h2A1.5 1.5 0 0 1 20 8.5v9a1.5 1.5 0 0 1-1.5 1.5h-13A1.5 1.5 0 0 1 4 17.5v-9Z" /><circle cx="12" cy="12.5" r="3.3" /></>,
  ban: <><circle cx="12" cy="12" r="8.5" /><path d="m6 6 12 12" /></>,
  dashboard: <><rect x="3.5" y="4" width="17" height="16" rx="2" /><path d="M3.5 9h17M8 13.5v3M12 12v4.5M16 14v2.5" /></>,
  tag: <><path d="M3.5 12V4.5h7.5l9 9-7.5 7.5-9-9Z" /><circle cx="8" cy="9" r="1.5" /></>,
  revoke: <><path d="M4.5 12a7.5 7.5 0 1 0 2.2-5.3L4.5 9" /><path d="M4.5 4.5V9H9M9.5 9.5l5 5M14.5 9.5l-5 5" /></>,
  handshake: <><path d="m3 11 4-4 4 2 2-1.5 4.5 1L21 11" /><path d="m3 11 6 6.5a1.6 1.6 0 0 0 2.3 0l.7-.7M21 11l-5.5 5.5a1.6 1.6 0 0 1-2.3 0L9 12.3l2.5-2" /></>,
  graduation: <><path d="M2.5 9.5 12 5l9.5 4.5L12 14 2.5 9.5Z" /><path d="M6.5 11.5v4.5c1.5 1.5 3.5 2.2 5.5 2.2s4-.7 5.5-2.2v-4.5M21.5 9.5V15" /></>,
  megaphone: <><path d="M4 10v4a1 1 0 0 0 1 1h2l8 4.5V4.5L7 9H5a1 1 0 0 0-1 1Z" /><path d="M18.5 9a4 4 0 0 1 0 6M7.5 15l1.2 4.5" /></>,
  percent: <><path d="M18.5 5.5 5.5 18.5" /><circle cx="7" cy="7" r="2.3" /><circle cx="17" cy="17" r="2.3" /></>,
  award: <><circle cx="12" cy="9" r="5.5" /><path d="m8.7 13.5-1.7 7 5-2.5 5 2.5-1.7-7" /></>,
  target: <><circle cx="12" cy="12" r="8.5" /><circle cx="12" cy="12" r="5" /><circle cx="12" cy="12" r="1.5" /></>,
  layers: <><path d="M12 3.5 3 8.5l9 5 9-5-9-5Z" /><path d="m3 12.5 9 5 9-5M3 16.5l9 5 9-5" /></>,
  headset: <><path d="M4.5 14v-2a7.5 7.5 0 0 1 15 0v2" /><rect x="3.5" y="13" width="4" height="6" rx="1.5" /><rect x="16.5" y="13" width="4" height="6" rx="1.5" /><path d="M18.5 19a3 3 0 0 1-3 2.5H13" /></>,
  compass: <><circle cx="12" cy="12" r="8.5" /><path d="m15.5 8.5-2 5-5 2 2-5 5-2Z" /></>,
  globe: <><circle cx="12" cy="12" r="8.5" /><path d="M3.5 12h17M12 3.5c2.3 2.4 3.5 5.2 3.5 8.5s-1.2 6.1-3.5 8.5c-2.3-2.4-3.5-5.2-3.5-8.5S9.7 5.9 12 3.5Z" /></>,
  code: <><path d="m8.5 8-4 4 4 4M15.5 8l4 4-4 4M13.5 5.5l-3 13" /></>,
  userX: <><circle cx="9.5" cy="8" r="3.5" /><path d="M3 20a6.5 6.5 0 0 1 11.5-4.2M16 14.5l4.5 4.5M20.5 14.5 16 19" /></>,
  plug: <><path d="M9 3.5V8M15 3.5V8M6.5 8h11v3a5.5 5.5 0 0 1-11 0V8ZM12 16.5v4" /></>,
  sliders: <><path d="M4 6.5h9M17 6.5h3M4 12h3M11 12h9M4 17.5h11M19 17.5h1" /><circle cx="15" cy="6.5" r="2" /><circle cx="9" cy="12" r="2" /><circle cx="17" cy="17.5" r="2" /></>,
  rocket: <><path d="M13.5 17.5 9 13l1-3c2-4.5 5.5-6.5 10-6.5 0 4.5-2 8-6.5 10l-3 1Z" /><path d="M9 13 5.5 12 8 8.5h3.5M11 15l1 3.5 3.5-2.5v-3.5M6 18c.5-1.5 1.5-2.5 3-3-.5 1.5-1.5 2.5-3 3Z" /><circle cx="15" cy="9" r="1.3" /></>,
  heart: <><path d="M12 19.5s-7.5-4.4-7.5-9.7A4.3 4.3 0 0 1 12 7.3a4.3 4.3 0 0 1 7.5 2.5c0 5.3-7.5 9.7-7.5 9.7Z" /></>,
};

const uiIcons = {
  shield: ShieldIcon,
  lock: LockIcon,
  eye: EyeIcon,
  file: FileIcon,
  printer: PrinterIcon,
  chart: ChartIcon,
  users: UsersIcon,
  cloud: CloudIcon,
  alert: AlertIcon,
  spark: SparkIcon,
  clock: ClockIcon,
  search: SearchIcon,
  briefcase: BriefcaseIcon,
} as const;

export function MarketingIcon({ name, className = "size-6", ...props }: IconProps & { name: IconName }) {
  if (name in uiIcons) {
    const Ui = uiIcons[name as keyof typeof uiIcons];
    return <Ui className={className} {...props} />;
  }
  return (
    <Icon className={className} {...props}>
      {paths[name as keyof typeof paths]}
    </Icon>
  );
}
