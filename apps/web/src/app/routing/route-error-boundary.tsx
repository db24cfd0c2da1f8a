import { Component, type ReactNode } from 'react';
import { RouteError } from '@/components/layout/route-error';

interface Props {
  /** The address the boundary is on: another one clears a caught error. */
  pathname: string;
  children: ReactNode;
}

interface State {
  pathname: string;
  error: { caught: unknown } | null;
}

/**
 * A screen that throws (or whose module fails to download) shows RouteError inside the shell; the next address
 * shows its own screen again. Reset by the pathname rather than remounted by it: the guards and the cabinet's
 * frame below stay mounted between the screens they hold.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { pathname: this.props.pathname, error: null };

  static getDerivedStateFromError(caught: unknown): Partial<State> {
    return { error: { caught } };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.pathname === state.pathname ? null : { pathname: props.pathname, error: null };
  }

  override render() {
    return this.state.error ? <RouteError error={this.state.error.caught} /> : this.props.children;
  }
}
