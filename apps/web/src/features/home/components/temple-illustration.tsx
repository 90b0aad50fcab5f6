/**
 * Angkor Wat at sunrise, drawn here (no remote images; CSP img-src 'self'). Five lotus-bud
 * towers on stepped terraces, palms, and the reflection in the western pond.
 */
function tower(x: number, base: number, width: number, height: number): string {
  // A prang: a straight body, then tiers that narrow like a lotus bud, each with a small lip.
  const half = width / 2;
  const body = height * 0.26;
  const tiers = 7;
  const crown = height * 0.68;
  const widthAt = (t: number) => half * Math.pow(1 - t * t, 0.55);
  const left: string[] = [`M${x - half} ${base}`, `L${x - half} ${base - body}`];
  const right: string[] = [];
  for (let index = 0; index < tiers; index += 1) {
    const y0 = base - body - (crown * index) / tiers;
    const y1 = base - body - (crown * (index + 1)) / tiers;
    const w0 = widthAt(index / tiers) * 1.08;
    const w1 = widthAt((index + 1) / tiers);
    left.push(`L${x - w0} ${y0}`, `L${x - w1} ${y1}`);
    right.unshift(`L${x + w1} ${y1}`, `L${x + w0} ${y0}`);
  }
  const tip = base - height;
  return [
    ...left,
    `L${x} ${tip}`,
    ...right,
    `L${x + half} ${base - body}`,
    `L${x + half} ${base}Z`,
  ].join(' ');
}

const TOWERS = [
  { x: 150, width: 40, height: 104, base: 236 },
  { x: 450, width: 40, height: 104, base: 236 },
  { x: 212, width: 48, height: 138, base: 222 },
  { x: 388, width: 48, height: 138, base: 222 },
  { x: 300, width: 62, height: 196, base: 206 },
];

function Palm({ x, base, scale = 1 }: { x: number; base: number; scale?: number }) {
  return (
    <g transform={`translate(${x} ${base}) scale(${scale})`}>
      <path
        d="M0 0 C4 -30 2 -60 8 -92"
        stroke="currentColor"
        strokeWidth="5"
        fill="none"
        strokeLinecap="round"
      />
      <path d="M8 -92 C-10 -100 -26 -94 -38 -80 C-22 -90 -8 -90 8 -88Z" />
      <path d="M8 -92 C24 -104 42 -100 52 -86 C36 -94 22 -92 8 -88Z" />
      <path d="M8 -92 C0 -112 -16 -120 -30 -118 C-14 -112 -4 -104 6 -90Z" />
      <path d="M8 -92 C20 -114 36 -120 48 -116 C34 -110 20 -102 10 -90Z" />
      <path d="M8 -92 C6 -110 10 -124 18 -132 C14 -118 12 -106 10 -92Z" />
    </g>
  );
}

export function TempleIllustration({ className = '' }: { className?: string }) {
  const temple = (
    <g>
      {TOWERS.map((item) => (
        <path key={item.x} d={tower(item.x, item.base, item.width, item.height)} />
      ))}
      {/* Galleries and terraces. */}
      <path d="M120 236h360v14H120z" />
      <path d="M176 222h248v16H176z" />
      <path d="M246 206h108v18H246z" />
      <path d="M60 250h480v14H60z" />
      <path d="M40 262h520v10H40z" />
    </g>
  );

  return (
    <svg
      viewBox="0 0 600 360"
      role="img"
      aria-hidden="true"
      className={className}
      preserveAspectRatio="xMidYMid meet"
    >
      <defs>
        <radialGradient id="hero-sun" cx="0.5" cy="0.5" r="0.5">
          <stop offset="0" stopColor="#fff1c9" />
          <stop offset="0.5" stopColor="#f5cf86" />
          <stop offset="0.78" stopColor="#e9ad5a" stopOpacity="0.55" />
          <stop offset="1" stopColor="#e9ad5a" stopOpacity="0" />
        </radialGradient>
        <radialGradient id="hero-glow" cx="0.5" cy="0.5" r="0.5">
          <stop offset="0" stopColor="#f2c879" stopOpacity="0.55" />
          <stop offset="1" stopColor="#f2c879" stopOpacity="0" />
        </radialGradient>
        <radialGradient id="hero-water" cx="0.5" cy="0" r="0.7">
          <stop offset="0" stopColor="#76cdb6" stopOpacity="0.4" />
          <stop offset="1" stopColor="#76cdb6" stopOpacity="0" />
        </radialGradient>
      </defs>
      <ellipse cx="300" cy="250" rx="300" ry="120" fill="url(#hero-glow)" />
      <circle cx="300" cy="170" r="130" fill="url(#hero-sun)" />
      <ellipse cx="300" cy="272" rx="300" ry="88" fill="url(#hero-water)" />
      <g fill="#062c28" color="#062c28">
        {temple}
        <Palm x={70} base={262} scale={1.05} />
        <Palm x={530} base={262} scale={0.9} />
        <Palm x={100} base={262} scale={0.7} />
      </g>
      {/* The reflection: the same silhouette, mirrored on the waterline and faded. */}
      <g fill="#062c28" opacity="0.3" transform="translate(0 544) scale(1 -1)">
        {temple}
      </g>
      <g stroke="#f5eee2" strokeOpacity="0.35" strokeWidth="2" strokeLinecap="round">
        <path d="M150 300h60M330 312h90M230 326h50M420 296h40" />
      </g>
    </svg>
  );
}
