import createCache from '@emotion/cache';
import { QueryClientProvider } from '@tanstack/react-query';
import { CacheProvider } from '@emotion/react';
import {
  Component,
  StrictMode,
  createContext,
  startTransition,
  useContext,
  type ComponentType,
  type ReactNode,
} from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { addErrorTextsLater, type ErrorTextsLoader } from '@dating/shared-contracts';
import { ErrorTextsContext } from './error-texts/context';
import { registerNamespace, type NamespaceLoader } from './namespace-backend';
import type { MountProps, ParcelLifecycles, ParcelProps, RemoteLifecycles } from './remote-props';

const RemoteContext = createContext<MountProps | null>(null);

/** The mount props of the remote app or parcel this component renders in. */
export function useRemoteProps(): MountProps {
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
  /**
   * How this package adds the API's error texts to its namespace (`addErrorTextsLater` of its
   * own contracts), so that the errors it shows read the texts it was built with. A package
   * that shows no API error may leave it out: the platform's copy serves then.
   */
  readonly errorTexts?: ErrorTextsLoader;
  /** Emotion cache key, unique per remote so class names never collide. */
  readonly emotionKey: string;
}

type Definition = Omit<RemoteAppDefinition, 'App'>;

/**
 * Renders into a root. A render nobody can see yet (its element is detached, or under a
 * hidden ancestor, as the shell's root is while the server's paint shows) is a transition:
 * React yields to the browser every few milliseconds instead of holding the main thread
 * for the whole tree, so the painted page answers a tap meanwhile (decision 0131).
 */
export function renderUnseenAsTransition(root: Root, element: HTMLElement, node: ReactNode) {
  if (element.isConnected && !element.closest('[hidden]')) root.render(node);
  else startTransition(() => root.render(node));
}

/** What every React root of a remote renders around its content. */
function renderRoot(
  root: Root,
  props: MountProps,
  definition: Definition,
  cache: ReturnType<typeof createCache>,
  children: ReactNode,
) {
  renderUnseenAsTransition(
    root,
    props.domElement,
    <StrictMode>
      <RemoteContext.Provider value={props}>
        <I18nextProvider i18n={props.i18n} defaultNS={definition.namespace}>
          <ErrorTextsContext.Provider value={definition.errorTexts ?? addErrorTextsLater}>
            <CacheProvider value={cache}>
              <QueryClientProvider client={props.queryClient}>
                <RemoteErrorBoundary report={props.reportError}>{children}</RemoteErrorBoundary>
              </QueryClientProvider>
            </CacheProvider>
          </ErrorTextsContext.Provider>
        </I18nextProvider>
      </RemoteContext.Provider>
    </StrictMode>,
  );
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
      renderRoot(root, props, definition, cache, <App />);
    },
    async unmount() {
      root?.unmount();
      root = null;
    },
  };
}

export interface ParcelDefinition<P extends ParcelProps> extends Definition {
  /** The parcel's content; it gets the mount props, and new ones on `update`. */
  readonly Parcel: ComponentType<{ readonly props: P }>;
}

/**
 * Builds a single-spa parcel config from a React component. A parcel can be mounted
 * in several places at once, so each mount gets its own root, keyed by its element.
 */
export function createParcelLifecycles<P extends ParcelProps>(
  definition: ParcelDefinition<P>,
): ParcelLifecycles<P> {
  const cache = createCache({ key: definition.emotionKey });
  const roots = new Map<HTMLElement, Root>();
  registerNamespace(definition.namespace, definition.loadMessages);
  const { Parcel } = definition;
  const render = (root: Root, props: P) =>
    renderRoot(root, props, definition, cache, <Parcel props={props} />);

  return {
    bootstrap: async () => undefined,
    async mount(props) {
      await props.i18n.loadNamespaces(definition.namespace);
      const root = createRoot(props.domElement);
      roots.set(props.domElement, root);
      render(root, props);
    },
    async update(props) {
      const root = roots.get(props.domElement);
      if (root) render(root, props);
    },
    async unmount(props) {
      roots.get(props.domElement)?.unmount();
      roots.delete(props.domElement);
    },
  };
}
