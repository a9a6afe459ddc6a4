import type { ReactNode } from 'react';

export interface IconProps {
  className?: string;
  size?: number;
  /** Only for icons that carry meaning on their own; decorative icons stay hidden from screen readers. */
  title?: string;
}

/** A 24×24 stroke icon drawn with currentColor, so it follows the text colour of its control. */
export function createIcon(name: string, paths: ReactNode, filled = false) {
  function Icon({ className, size = 24, title }: IconProps) {
    return (
      <svg
        className={`icon icon--${name}${className ? ` ${className}` : ''}`}
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill={filled ? 'currentColor' : 'none'}
        stroke={filled ? 'none' : 'currentColor'}
        strokeWidth={1.8}
        strokeLinecap="round"
        strokeLinejoin="round"
        focusable="false"
        role={title ? 'img' : undefined}
        aria-hidden={title ? undefined : true}
        aria-label={title}
      >
        {paths}
      </svg>
    );
  }
  Icon.displayName = `${name}Icon`;
  return Icon;
}
