import { Component, type ErrorInfo, type ReactNode } from 'react';

interface RemoteBoundaryProps {
  remote: string;
  onError: (error: Error) => void;
  fallback: (error: Error) => ReactNode;
  children: ReactNode;
}

/** Catches what a remote throws while rendering, so only its own area breaks. */
export class RemoteBoundary extends Component<RemoteBoundaryProps, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`Remote ${this.props.remote} threw while rendering`, error, info.componentStack);
    this.props.onError(error);
  }

  override render() {
    return this.state.error ? this.props.fallback(this.state.error) : this.props.children;
  }
}
