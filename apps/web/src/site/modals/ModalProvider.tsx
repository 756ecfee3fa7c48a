import {
  type ComponentType,
  createContext,
  type ReactNode,
  Suspense,
  useContext,
  useEffect,
  useState,
  useSyncExternalStore,
} from "react";
import { Committed } from "../../ui/Committed.tsx";
import {
  MODAL_CLOSE_DELAY_MS,
  type ModalComponentProps,
  type ModalDataMap,
  type ModalType,
  SCROLL_LOCK_MIN_WIDTH,
} from "./modalTypes.ts";

type OpenModalState = {
  [Type in ModalType]: { type: Type; data: ModalDataMap[Type]; isModalOpen: boolean };
}[ModalType];

export type ModalState = OpenModalState | { type: null; data: undefined; isModalOpen: false };

const CLOSED: ModalState = { type: null, data: undefined, isModalOpen: false };

/**
 * The page's one modal at a time: open with a type and data, close after the type's delay.
 * A store outside React's context: a context value that changed would reach the sections not
 * yet hydrated, and React would drop their server HTML to render them afresh.
 */
function createModalStore(initial: ModalState) {
  let state = initial;
  let clearTimer: ReturnType<typeof setTimeout> | undefined;
  const listeners = new Set<() => void>();
  const set = (next: ModalState) => {
    state = next;
    for (const listener of listeners) listener();
  };
  return {
    initial,
    get: () => state,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    openModal: <Type extends ModalType>(type: Type, data: ModalDataMap[Type]) => {
      clearTimeout(clearTimer);
      set({ type, data, isModalOpen: true } as OpenModalState);
    },
    closeModal: () => {
      if (state.type === null || !state.isModalOpen) return;
      clearTimeout(clearTimer);
      clearTimer = setTimeout(() => set(CLOSED), MODAL_CLOSE_DELAY_MS[state.type]);
      set({ ...state, isModalOpen: false } as OpenModalState);
    },
    dispose: () => clearTimeout(clearTimer),
  };
}

type ModalStore = ReturnType<typeof createModalStore>;

const ModalContext = createContext<ModalStore | null>(null);

function useModalState(store: ModalStore): ModalState {
  // Hydration sees what the server rendered; the current state follows right after.
  return useSyncExternalStore(store.subscribe, store.get, () => store.initial);
}

export function ModalProvider({
  initial = CLOSED,
  children,
}: {
  initial?: ModalState;
  children: ReactNode;
}) {
  const [store] = useState(() => createModalStore(initial));
  useEffect(() => () => store.dispose(), [store]);

  const locked = useModalState(store).isModalOpen;
  useEffect(() => {
    if (!locked || window.innerWidth < SCROLL_LOCK_MIN_WIDTH) return;
    const { overflow, paddingRight } = document.body.style;
    const scrollbar = window.innerWidth - document.documentElement.clientWidth;
    document.body.style.overflow = "hidden";
    // Keeps the page from jumping sideways when its scrollbar disappears.
    if (scrollbar > 0) document.body.style.paddingRight = `${scrollbar}px`;
    return () => {
      document.body.style.overflow = overflow;
      document.body.style.paddingRight = paddingRight;
    };
  }, [locked]);

  return <ModalContext.Provider value={store}>{children}</ModalContext.Provider>;
}

interface ModalApi {
  state: ModalState;
  openModal: ModalStore["openModal"];
  closeModal: () => void;
}

export function useModal(): ModalApi {
  const store = useContext(ModalContext);
  if (!store) throw new Error("useModal outside ModalProvider");
  const state = useModalState(store);
  return { state, openModal: store.openModal, closeModal: store.closeModal };
}

export type ModalComponents = {
  [Type in ModalType]: ComponentType<ModalComponentProps<Type>>;
};

/** Renders the open modal with the component each section gives for its type. */
export function ModalHost({
  components,
  onCommit,
}: {
  components: Partial<ModalComponents>;
  onCommit?: () => void;
}) {
  const { state, closeModal } = useModal();
  if (state.type === null) return null;
  const Component = components[state.type] as
    | ComponentType<ModalComponentProps<typeof state.type>>
    | undefined;
  if (!Component) return null;
  return (
    <Suspense fallback={null}>
      <Component open={state.isModalOpen} data={state.data as never} close={closeModal} />
      {onCommit ? <Committed onCommit={onCommit} /> : null}
    </Suspense>
  );
}
