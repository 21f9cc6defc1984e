import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import {
  Component,
  StrictMode,
  createContext,
  useContext,
  type ComponentType,
  type ReactNode,
} from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { registerNamespace, type NamespaceLoader } from '../i18n/namespace-backend';
import type { RemoteLifecycles, RemoteProps } from './remote-props';

const RemoteContext = createContext<RemoteProps | null>(null);

/** The mount props of the remote this component renders in. */
export function useRemoteProps(): RemoteProps {
  const props = useContext(RemoteContext);
  if (!props) throw new Error('useRemoteProps outside a mounted remote');
  return props;
}

export class RenderError extends Error {
  override readonly name = 'RenderError';
}

class RemoteErrorBoundary extends Component<
  { report: (error: unknown) => void; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    // The shell draws the error page in this outlet; the remote draws nothing more.
    this.props.report(new RenderError(error instanceof Error ? error.message : String(error)));
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

export interface RemoteAppDefinition {
  /** Root component; it reads its props through `useRemoteProps`. */
  readonly App: ComponentType;
  /** i18next namespace this remote ships, and how to load one locale of it. */
  readonly namespace: string;
  readonly loadMessages: NamespaceLoader;
  /** Emotion cache key, unique per remote so class names never collide. */
  readonly emotionKey: string;
}

/** Builds the single-spa lifecycles of a React remote from its root component. */
export function createRemoteLifecycles(definition: RemoteAppDefinition): RemoteLifecycles {
  const cache = createCache({ key: definition.emotionKey });
  let root: Root | null = null;
  registerNamespace(definition.namespace, definition.loadMessages);

  return {
    bootstrap: async () => undefined,
    async mount(props) {
      await props.i18n.loadNamespaces(definition.namespace);
      const { App } = definition;
      root = createRoot(props.domElement);
      root.render(
        <StrictMode>
          <RemoteContext.Provider value={props}>
            <I18nextProvider i18n={props.i18n} defaultNS={definition.namespace}>
              <CacheProvider value={cache}>
                <RemoteErrorBoundary report={props.reportError}>
                  <App />
                </RemoteErrorBoundary>
              </CacheProvider>
            </I18nextProvider>
          </RemoteContext.Provider>
        </StrictMode>,
      );
    },
    async unmount() {
      root?.unmount();
      root = null;
    },
  };
}
