// The header's few icons as inline SVG (paths of Material Icons, Apache 2.0). MUI's SvgIcon
// machinery costs more of the shell's size budget than these four paths.

function Icon({ path, size = 24 }: { path: string; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
      <path d={path} />
    </svg>
  );
}

export const HelpIcon = ({ size }: { size?: number }) => (
  <Icon size={size} path="M11 18h2v-2h-2v2zm1-16C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2zm0 18c-4.41 0-8-3.59-8-8s3.59-8 8-8 8 3.59 8 8-3.59 8-8 8zm0-14c-2.21 0-4 1.79-4 4h2c0-1.1.9-2 2-2s2 .9 2 2c0 2-3 1.75-3 5h2c0-2.25 3-2.5 3-5 0-2.21-1.79-4-4-4z" />
);
export const BellIcon = ({ size }: { size?: number }) => (
  <Icon size={size} path="M12 22c1.1 0 2-.9 2-2h-4c0 1.1.89 2 2 2zm6-6v-5c0-3.07-1.64-5.64-4.5-6.32V4c0-.83-.67-1.5-1.5-1.5s-1.5.67-1.5 1.5v.68C7.63 5.36 6 7.92 6 11v5l-2 2v1h16v-1l-2-2z" />
);
export const MenuIcon = ({ size }: { size?: number }) => <Icon size={size} path="M3 18h18v-2H3v2zm0-5h18v-2H3v2zm0-7v2h18V6H3z" />;
export const ExpandMoreIcon = ({ size }: { size?: number }) => <Icon size={size} path="M16.59 8.59 12 13.17 7.41 8.59 6 10l6 6 6-6z" />;
