import type { ReactNode } from 'react';
import './reports.css';

interface ReportScrollProps {
  /** The region's name (the table's own). */
  label: string;
  children: ReactNode;
}

/**
 * A report table's box: on a 390 px phone the table scrolls sideways inside it (its first column
 * stays put), and a keyboard user can focus the box to scroll it.
 */
export function ReportScroll({ label, children }: ReportScrollProps) {
  return (
    <div className="agent-report__scroll" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
