import { QueryClientProvider } from "@tanstack/react-query";
import { createBrowserRouter, Navigate, RouterProvider } from "react-router";
import { ScreenNotBuilt } from "./admin/ScreenNotBuilt.tsx";
import { createQueryClient } from "./api/queryClient.ts";
import { HomePage } from "./site/HomePage.tsx";
import { FallbackScreen } from "./ui/FallbackScreen.tsx";

const queryClient = createQueryClient();

const router = createBrowserRouter([
  {
    errorElement: <FallbackScreen />,
    children: [
      { index: true, element: <HomePage /> },
      { path: "login", element: <ScreenNotBuilt title="Вхід" /> },
      {
        path: "register-user-only-for-developers",
        element: <ScreenNotBuilt title="Реєстрація адміністратора" />,
      },
      { path: "reset/:token", element: <ScreenNotBuilt title="Новий пароль" /> },
      { path: "admin/*", element: <ScreenNotBuilt title="Адміністративна панель" /> },
      { path: "*", element: <Navigate to="/" replace /> },
    ],
  },
]);

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
