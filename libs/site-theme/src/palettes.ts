// Colour scales (Tailwind's classic palette, as hex) that the variants draw their themes from.
import type { ColorScale } from './types';

const scale = (hex: string): ColorScale => {
  const v = hex.split(' ').map((h) => `#${h}`);
  return {
    50: v[0],
    100: v[1],
    200: v[2],
    300: v[3],
    400: v[4],
    500: v[5],
    600: v[6],
    700: v[7],
    800: v[8],
    900: v[9],
    950: v[10],
  };
};

export const palettes = {
  slate: scale('f8fafc f1f5f9 e2e8f0 cbd5e1 94a3b8 64748b 475569 334155 1e293b 0f172a 020617'),
  blue: scale('eff6ff dbeafe bfdbfe 93c5fd 60a5fa 3b82f6 2563eb 1d4ed8 1e40af 1e3a8a 172554'),
  red: scale('fef2f2 fee2e2 fecaca fca5a5 f87171 ef4444 dc2626 b91c1c 991b1b 7f1d1d 450a0a'),
  orange: scale('fff7ed ffedd5 fed7aa fdba74 fb923c f97316 ea580c c2410c 9a3412 7c2d12 431407'),
  amber: scale('fffbeb fef3c7 fde68a fcd34d fbbf24 f59e0b d97706 b45309 92400e 78350f 451a03'),
  emerald: scale('ecfdf5 d1fae5 a7f3d0 6ee7b7 34d399 10b981 059669 047857 065f46 064e3b 022c22'),
  sky: scale('f0f9ff e0f2fe bae6fd 7dd3fc 38bdf8 0ea5e9 0284c7 0369a1 075985 0c4a6e 082f49'),
  indigo: scale('eef2ff e0e7ff c7d2fe a5b4fc 818cf8 6366f1 4f46e5 4338ca 3730a3 312e81 1e1b4b'),
  rose: scale('fff1f2 ffe4e6 fecdd3 fda4af fb7185 f43f5e e11d48 be123c 9f1239 881337 4c0519'),
  cyan: scale('ecfeff cffafe a5f3fc 67e8f9 22d3ee 06b6d4 0891b2 0e7490 155e75 164e63 083344'),
} as const;
