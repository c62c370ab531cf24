/** Small inline icons (decorative: the control around them carries the label). */
import type { ReactNode } from 'react';

function Svg({ children, size = 20 }: { children: ReactNode; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

export const SearchIcon = () => (
  <Svg>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </Svg>
);
export const MenuIcon = () => (
  <Svg size={24}>
    <path d="M4 6h16M4 12h16M4 18h16" />
  </Svg>
);
export const CloseIcon = () => (
  <Svg size={22}>
    <path d="M6 6l12 12M18 6 6 18" />
  </Svg>
);
export const ChevronDownIcon = ({ size = 16 }: { size?: number }) => (
  <Svg size={size}>
    <path d="m6 9 6 6 6-6" />
  </Svg>
);
export const ArrowUpIcon = () => (
  <Svg size={22}>
    <path d="M12 19V5M5 12l7-7 7 7" />
  </Svg>
);
export const GlobeIcon = () => (
  <Svg size={20}>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />
  </Svg>
);
export const MailIcon = () => (
  <Svg size={18}>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="m3 7 9 6 9-6" />
  </Svg>
);

export const PlayIcon = () => (
  <Svg size={24}>
    <path d="M8 5.5v13l10.5-6.5z" fill="currentColor" />
  </Svg>
);
export const PauseIcon = () => (
  <Svg size={24}>
    <path d="M8 5v14M16 5v14" strokeWidth={3.5} />
  </Svg>
);
/** A circling arrow back, as podcast players mark their step back. */
export const StepBackIcon = () => (
  <Svg size={22}>
    <path d="M3 12a9 9 0 1 0 3-6.7L3 8" />
    <path d="M3 3v5h5" />
  </Svg>
);
export const StepForwardIcon = () => (
  <Svg size={22}>
    <path d="M21 12a9 9 0 1 1-3-6.7L21 8" />
    <path d="M21 3v5h-5" />
  </Svg>
);
export const DownloadIcon = () => (
  <Svg size={18}>
    <path d="M12 4v11M7 10l5 5 5-5M5 20h14" />
  </Svg>
);
export const FeedIcon = () => (
  <Svg size={18}>
    <path d="M5 11a8 8 0 0 1 8 8M5 5a14 14 0 0 1 14 14" />
    <circle cx="6" cy="18" r="1.5" fill="currentColor" />
  </Svg>
);
export const MicrophoneIcon = ({ size = 48 }: { size?: number }) => (
  <Svg size={size}>
    <rect x="9" y="3" width="6" height="11" rx="3" />
    <path d="M5 11a7 7 0 0 0 14 0M12 18v3M9 21h6" />
  </Svg>
);

export type SocialNetwork = 'facebook' | 'instagram' | 'x' | 'youtube';

const SOCIAL_ICONS: Record<SocialNetwork, () => ReactNode> = {
  facebook: () => (
    <Svg>
      <path d="M15 3h-2.5A3.5 3.5 0 0 0 9 6.5V10H6.5v3.5H9V21h3.5v-7.5H15l.5-3.5h-3V7a1 1 0 0 1 1-1H15z" />
    </Svg>
  ),
  instagram: () => (
    <Svg>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.5" cy="6.5" r="0.5" />
    </Svg>
  ),
  x: () => (
    <Svg>
      <path d="M4 4l16 16M20 4 4 20" />
    </Svg>
  ),
  youtube: () => (
    <Svg>
      <rect x="2" y="5" width="20" height="14" rx="4" />
      <path d="m10 9 5 3-5 3z" />
    </Svg>
  ),
};

export function SocialIcon({ network }: { network: SocialNetwork }) {
  return SOCIAL_ICONS[network]();
}
