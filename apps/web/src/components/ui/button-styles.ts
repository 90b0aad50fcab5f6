/** Shared class strings so links and buttons that look alike stay alike. */
const base =
  'inline-flex items-center justify-center gap-2 rounded-full font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60';

export const buttonStyles = {
  primary: `${base} bg-jungle-700 px-5 py-2.5 text-white hover:bg-jungle-800`,
  accent: `${base} bg-sand-400 px-5 py-2.5 text-jungle-950 hover:bg-sand-300`,
  secondary: `${base} border border-jungle-700/25 bg-white px-5 py-2.5 text-jungle-800 hover:border-jungle-700 hover:bg-jungle-50`,
  ghost: `${base} px-3 py-2 text-jungle-800 hover:bg-jungle-50`,
  small: `${base} border border-jungle-700/25 bg-white px-3.5 py-1.5 text-sm text-jungle-800 hover:bg-jungle-50`,
} as const;
