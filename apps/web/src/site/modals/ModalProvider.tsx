import {
  type ComponentType,
  createContext,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from "react";
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

interface ModalContextValue {
  state: ModalState;
  openModal: <Type extends ModalType>(type: Type, data: ModalDataMap[Type]) => void;
  closeModal: () => void;
}

const ModalContext = createContext<ModalContextValue | null>(null);

const CLOSED: ModalState = { type: null, data: undefined, isModalOpen: false };

/** The page's one modal at a time: open with a type and data, close after the type's delay. */
export function ModalProvider({
  initial = CLOSED,
  children,
}: {
  initial?: ModalState;
  children: ReactNode;
}) {
  const [state, setState] = useState<ModalState>(initial);
  const clearTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const openModal = useCallback(<Type extends ModalType>(type: Type, data: ModalDataMap[Type]) => {
    clearTimeout(clearTimer.current);
    setState({ type, data, isModalOpen: true } as OpenModalState);
  }, []);

  const closeModal = useCallback(() => {
    setState((current) => {
      if (current.type === null || !current.isModalOpen) return current;
      clearTimeout(clearTimer.current);
      clearTimer.current = setTimeout(() => setState(CLOSED), MODAL_CLOSE_DELAY_MS[current.type]);
      return { ...current, isModalOpen: false } as OpenModalState;
    });
  }, []);

  useEffect(() => () => clearTimeout(clearTimer.current), []);

  const locked = state.isModalOpen;
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

  const value = useMemo(() => ({ state, openModal, closeModal }), [state, openModal, closeModal]);
  return <ModalContext.Provider value={value}>{children}</ModalContext.Provider>;
}

export function useModal(): ModalContextValue {
  const value = useContext(ModalContext);
  if (!value) throw new Error("useModal outside ModalProvider");
  return value;
}

export type ModalComponents = {
  [Type in ModalType]: ComponentType<ModalComponentProps<Type>>;
};

/** Renders the open modal with the component each section gives for its type. */
export function ModalHost({ components }: { components: Partial<ModalComponents> }) {
  const { state, closeModal } = useModal();
  if (state.type === null) return null;
  const Component = components[state.type] as
    | ComponentType<ModalComponentProps<typeof state.type>>
    | undefined;
  if (!Component) return null;
  return (
    <Suspense fallback={null}>
      <Component open={state.isModalOpen} data={state.data as never} close={closeModal} />
    </Suspense>
  );
}
