import { Component, type ReactNode } from 'react';
import { owner } from 'site:content/owner';
import { mailtoUrl } from '../lib/contactLinks';
import { ui } from '../catalogues';

interface State {
  failed: boolean;
}

function PartFallback() {
  return (
    <div className="error-fallback" role="alert">
      <p>{ui.errors.part}</p>
      <p>
        {ui.errors.partContact}
        <a href={mailtoUrl(owner.email)}>{owner.email}</a>.
      </p>
    </div>
  );
}

/**
 * Keeps a broken part from blanking the page: it shows `fallback` instead (by default a note with
 * the e-mail link).
 */
export class ErrorBoundary extends Component<{ children: ReactNode; fallback?: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return this.props.fallback ?? <PartFallback />;
  }
}
