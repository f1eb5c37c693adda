import { Component, type ReactNode } from 'react';
import { owner } from '../content/owner';
import { mailtoUrl } from '../lib/contactLinks';

interface State {
  failed: boolean;
}

/** Keeps one broken part from blanking the page: it shows a note and the e-mail link instead. */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="error-fallback" role="alert">
        <p>Não foi possível exibir esta parte da página.</p>
        <p>
          Você pode falar comigo diretamente pelo e-mail <a href={mailtoUrl(owner.email)}>{owner.email}</a>.
        </p>
      </div>
    );
  }
}
