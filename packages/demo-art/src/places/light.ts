/**
 * The light of the place pictures: eight moods (time of day and season), one
 * per view, and how a colour looks in a mood at a depth. Pictures are
 * W x H; the drawing helpers are in scenery.ts.
 */
import { mix } from '../kit/colour';
import { n, rad } from '../kit/svg';

export const W = 1200;
export const H = 800;

/** A light, time of day and season for one view. */
export interface Mood {
  key: 'sunrise' | 'morning' | 'noon' | 'golden' | 'dusk' | 'night' | 'rain' | 'mist';
  sky: [string, string, string];
  sun: { x: number; y: number; r: number; core: string; glow: string } | null;
  night: boolean;
  /** Colour of distant things (aerial perspective). */
  haze: string;
  /** 1 in full daylight, lower when things are seen against the light. */
  light: number;
  /** Colour things fade to when the light is low. */
  dark: string;
  /** Tint of sunlit faces. */
  warm: string;
  water: [string, string];
  cloud: string;
  cloudOpacity: number;
  fog: number;
  rain: boolean;
  /** Leaves and grass: greener in the rainy season, drier in the hot months. */
  leaf: string;
}

export const MOODS: Mood[] = [
  {
    key: 'sunrise',
    sky: ['#3a3f7a', '#d9788a', '#ffc978'],
    sun: { x: 860, y: 405, r: 34, core: '#fff3cf', glow: '#ffb562' },
    night: false,
    haze: '#c9879a',
    light: 0.42,
    dark: '#2a2148',
    warm: '#ffb37a',
    water: ['#f2a883', '#4b3f72'],
    cloud: '#f7b3a0',
    cloudOpacity: 0.7,
    fog: 0.15,
    rain: false,
    leaf: '#3f6b3a',
  },
  {
    key: 'morning',
    sky: ['#5d9fe0', '#a9d3f2', '#eaf4f4'],
    sun: { x: 250, y: 150, r: 38, core: '#fffbe8', glow: '#fff3c2' },
    night: false,
    haze: '#b9d3e3',
    light: 1,
    dark: '#23351f',
    warm: '#fff0cf',
    water: ['#a9d0e6', '#3f7fa6'],
    cloud: '#ffffff',
    cloudOpacity: 0.9,
    fog: 0.1,
    rain: false,
    leaf: '#4f8a3c',
  },
  {
    key: 'noon',
    sky: ['#2f7fd6', '#6fb4ec', '#cfe8f5'],
    sun: { x: 960, y: 90, r: 40, core: '#ffffff', glow: '#fff8dc' },
    night: false,
    haze: '#a8cbe2',
    light: 1,
    dark: '#1f3320',
    warm: '#fff7e6',
    water: ['#7cc3dd', '#1f6f9a'],
    cloud: '#ffffff',
    cloudOpacity: 1,
    fog: 0.05,
    rain: false,
    leaf: '#5b8f34',
  },
  {
    key: 'golden',
    sky: ['#6f9fd0', '#f0c99a', '#ffd98f'],
    sun: { x: 930, y: 300, r: 40, core: '#fff2c4', glow: '#ffc35c' },
    night: false,
    haze: '#e8c39a',
    light: 0.88,
    dark: '#3a2a1c',
    warm: '#ffcf8a',
    water: ['#f3c98f', '#5a6f8a'],
    cloud: '#fff1d6',
    cloudOpacity: 0.85,
    fog: 0.1,
    rain: false,
    leaf: '#6b8a36',
  },
  {
    key: 'dusk',
    sky: ['#241f4f', '#b4577a', '#ff9d5c'],
    sun: { x: 860, y: 455, r: 46, core: '#ffe2a6', glow: '#ff7f45' },
    night: false,
    haze: '#a35d7e',
    light: 0.36,
    dark: '#1d1533',
    warm: '#ff9a62',
    water: ['#e8865f', '#2e2750'],
    cloud: '#ff9f88',
    cloudOpacity: 0.75,
    fog: 0.12,
    rain: false,
    leaf: '#3a5a34',
  },
  {
    key: 'night',
    sky: ['#070b24', '#142252', '#2f3f78'],
    sun: { x: 300, y: 150, r: 30, core: '#f4f1dc', glow: '#9fb3e6' },
    night: true,
    haze: '#2a3868',
    light: 0.26,
    dark: '#070a1c',
    warm: '#ffd58a',
    water: ['#2b3b72', '#0a0f2a'],
    cloud: '#3b4a80',
    cloudOpacity: 0.5,
    fog: 0.05,
    rain: false,
    leaf: '#1f3326',
  },
  {
    key: 'rain',
    sky: ['#6f7f8c', '#a3b1b5', '#d3dbd6'],
    sun: null,
    night: false,
    haze: '#a9b8b6',
    light: 0.78,
    dark: '#1e2b22',
    warm: '#eef2e6',
    water: ['#a6b8b4', '#4f6b6a'],
    cloud: '#8d9aa2',
    cloudOpacity: 0.9,
    fog: 0.3,
    rain: true,
    leaf: '#3f8f3a',
  },
  {
    key: 'mist',
    sky: ['#9fb8cf', '#e3e6e4', '#fbeedd'],
    sun: { x: 420, y: 330, r: 30, core: '#fffaf0', glow: '#ffe9c7' },
    night: false,
    haze: '#e6e6e2',
    light: 0.8,
    dark: '#31403a',
    warm: '#fff1dc',
    water: ['#e9e4dc', '#8ea4ad'],
    cloud: '#ffffff',
    cloudOpacity: 0.6,
    fog: 0.55,
    rain: false,
    leaf: '#557e4a',
  },
];

/** The colour of something at a depth (0 = foreground, 1 = horizon) in a mood. */
export function tone(base: string, m: Mood, depth = 0): string {
  const lit = mix(base, m.dark, 1 - m.light);
  const warmed = m.night ? lit : mix(lit, m.warm, 0.12 * m.light);
  return mix(warmed, m.haze, Math.min(0.92, depth * (0.55 + m.fog * 0.6)));
}

/** The same mood with at least this much light: for scenes that are not seen against the sun. */
export const lit = (m: Mood, min: number): Mood => ({ ...m, light: Math.max(m.light, min) });

/** A full-frame tint, used to warm up or cool down a finished scene. */
export const wash = (col: string, opacity: number) =>
  opacity > 0 ? `<rect width="${W}" height="${H}" fill="${col}" opacity="${n(opacity)}"/>` : '';

/** Darkened corners, like a lens. */
export function vignette(strength = 0.28): string {
  return `<defs>${rad(
    'vig',
    [
      [0.55, '#000000', 0],
      [1, '#000000', strength],
    ],
    0.5,
    0.5,
    0.75,
  )}</defs><rect width="${W}" height="${H}" fill="url(#vig)"/>`;
}
