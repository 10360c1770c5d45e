/**
 * The design system's line icons (24×24, drawn with a 2 px round stroke in `currentColor` by the
 * `<svg>` that uses them): their one source. The build draws them into the frame's SVG sprite
 * (scripts/lib/icon-sprite.ts, symbol `ui-<name>`), so `Icon` (icons.tsx) carries names, not
 * drawings (issue 19). Data only: the build and stories import it; the app only its types.
 */
export const ICON_PATHS = {
  check: "M5 12l5 5L20 7",
  close: "M6 6l12 12M18 6L6 18",
  chevronDown: "M6 9l6 6 6-6",
  chevronUp: "M6 15l6-6 6 6",
  chevronLeft: "M15 6l-6 6 6 6",
  chevronRight: "M9 6l6 6-6 6",
  menu: "M4 6h16M4 12h16M4 18h16",
  search: "M11 18a7 7 0 1 1 0-14 7 7 0 0 1 0 14zM20 20l-4-4",
  eye: "M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12zM12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z",
  eyeOff:
    "M3 3l18 18M10.6 5.1A10 10 0 0 1 12 5c6.5 0 10 7 10 7a17 17 0 0 1-3.2 4.2M6.6 6.6C3.8 8.4 2 12 2 12s3.5 7 10 7a9.6 9.6 0 0 0 5.4-1.6M9.9 9.9a3 3 0 0 0 4.2 4.2",
  info: "M12 22a10 10 0 1 1 0-20 10 10 0 0 1 0 20zM12 16v-5M12 8h.01",
  warning: "M12 3l10 18H2L12 3zM12 10v4M12 17h.01",
  error: "M12 22a10 10 0 1 1 0-20 10 10 0 0 1 0 20zM15 9l-6 6M9 9l6 6",
  success: "M12 22a10 10 0 1 1 0-20 10 10 0 0 1 0 20zM8 12l3 3 5-6",
  upload: "M12 16V4M7 9l5-5 5 5M4 20h16",
  download: "M12 4v12M7 11l5 5 5-5M4 20h16",
  file: "M14 3H6v18h12V7l-4-4zM14 3v4h4",
  trash: "M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3",
  retry: "M20 12a8 8 0 1 1-2.3-5.7M20 4v5h-5",
  calendar: "M4 6h16v14H4zM4 10h16M8 3v4M16 3v4",
  bell: "M18 16V11a6 6 0 1 0-12 0v5l-2 2h16l-2-2zM10 21h4",
  help: "M12 22a10 10 0 1 1 0-20 10 10 0 0 1 0 20zM9.5 9a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.7M12 17h.01",
  user: "M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0",
  settings:
    "M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM19 12l2-1-2-4-2 1-2-1-1-2h-4l-1 2-2 1-2-1-2 4 2 1v2l-2 1 2 4 2-1 2 1 1 2h4l1-2 2-1 2 1 2-4-2-1z",
  home: "M3 11l9-7 9 7M5 10v10h14V10",
  more: "M5 12h.01M12 12h.01M19 12h.01",
  plus: "M12 5v14M5 12h14",
  minus: "M5 12h14",
  pause: "M8 5v14M16 5v14",
  play: "M7 5l12 7-12 7V5z",
  sidebarCollapse: "M4 4h16v16H4zM9 4v16M15 10l-2 2 2 2",
  sidebarExpand: "M4 4h16v16H4zM9 4v16M13 10l2 2-2 2",
  card: "M3 6h18v12H3zM3 10h18",
  logout: "M15 4h4v16h-4M10 8l-4 4 4 4M6 12h10",
  copy: "M8 8h12v12H8zM4 16V4h12",
} as const;

export type IconName = keyof typeof ICON_PATHS;
export const ICON_NAMES = Object.keys(ICON_PATHS) as IconName[];
