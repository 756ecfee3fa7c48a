// The back office's shared sheet first: each screen's own sheet, imported beside it, follows.
import "./admin.css";
import { QueryClientProvider } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { BrowserRouter, Route, Routes } from "react-router";
import { createQueryClient } from "../api/queryClient.ts";
import { ChangePasswordScreen } from "./account/ChangePasswordScreen.tsx";
import { InviteScreen } from "./account/InviteScreen.tsx";
import { LoginScreen } from "./account/LoginScreen.tsx";
import { RegisterScreen } from "./account/RegisterScreen.tsx";
import { ResetPasswordScreen } from "./account/ResetPasswordScreen.tsx";
import { BookingSettingsScreen } from "./bookings/BookingSettingsForm.tsx";
import { BookingsScreen } from "./bookings/BookingsScreen.tsx";
import { ContactAddForm } from "./contacts/ContactAddForm.tsx";
import { ContactsScreen } from "./contacts/ContactsScreen.tsx";
import { DocumentsScreen } from "./documents/DocumentsScreen.tsx";
import { ExcursionFormScreen } from "./excursions/ExcursionForm.tsx";
import { ExcursionList } from "./excursions/ExcursionList.tsx";
import { GalleryScreen } from "./gallery/GalleryScreen.tsx";
import { JournalScreen } from "./journal/JournalScreen.tsx";
import { AdminLayout } from "./layout/AdminLayout.tsx";
import { NewsFormScreen } from "./news/NewsForm.tsx";
import { NewsList } from "./news/NewsList.tsx";
import { PartnerFormScreen } from "./partners/PartnerForm.tsx";
import { PartnerList } from "./partners/PartnerList.tsx";
import { ReviewFormScreen } from "./reviews/ReviewForm.tsx";
import { ReviewList } from "./reviews/ReviewList.tsx";
import { RequireRole, RequireSession, VisitorsOnly } from "./session/guards.tsx";
import { SessionProvider } from "./session/SessionContext.tsx";
import { SettingsScreen } from "./settings/SettingsScreen.tsx";
import { AlertProvider } from "./shared/AdminAlert.tsx";
import { TeamScreen } from "./team/TeamScreen.tsx";
import { TrashScreen } from "./trash/TrashScreen.tsx";

/** The back office and its account screens: its own router, query client and styles. */
export default function AdminApp() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <SessionProvider>
          <AlertProvider>
            <Routes>
              <Route element={<VisitorsOnly />}>
                <Route path="/login" element={<LoginScreen />} />
              </Route>
              <Route path="/register-user-only-for-developers" element={<RegisterScreen />} />
              <Route path="/reset/:token" element={<ResetPasswordScreen />} />
              <Route path="/invite/:token" element={<InviteScreen />} />
              <Route path="/admin" element={<RequireSession />}>
                <Route element={<AdminLayout />}>
                  <Route element={<RequireRole section="content" />}>
                    <Route index element={<NewsList />} />
                    <Route path="news/add" element={<NewsFormScreen />} />
                    <Route path="news/edit/:id" element={<NewsFormScreen />} />
                    <Route path="excursions" element={<ExcursionList />} />
                    <Route path="excursions/add" element={<ExcursionFormScreen />} />
                    <Route path="excursions/edit/:id" element={<ExcursionFormScreen />} />
                    <Route path="reviews" element={<ReviewList />} />
                    <Route path="reviews/add" element={<ReviewFormScreen />} />
                    <Route path="reviews/edit/:id" element={<ReviewFormScreen />} />
                    <Route path="gallery" element={<GalleryScreen />} />
                    <Route path="partners" element={<PartnerList />} />
                    <Route path="partners/add" element={<PartnerFormScreen />} />
                    <Route path="partners/edit/:id" element={<PartnerFormScreen />} />
                    <Route path="documents" element={<DocumentsScreen />} />
                    <Route path="trash" element={<TrashScreen />} />
                  </Route>
                  <Route element={<RequireRole section="bookings" />}>
                    <Route path="bookings" element={<BookingsScreen />} />
                    <Route path="bookings/settings" element={<BookingSettingsScreen />} />
                  </Route>
                  <Route element={<RequireRole section="adminOnly" />}>
                    <Route path="contacts" element={<ContactsScreen />} />
                    <Route path="contacts/add" element={<ContactAddForm />} />
                    <Route path="settings" element={<SettingsScreen />} />
                    <Route path="team" element={<TeamScreen />} />
                    <Route path="journal" element={<JournalScreen />} />
                  </Route>
                  <Route path="newpassword" element={<ChangePasswordScreen />} />
                  <Route path="*" element={<LeaveForHome />} />
                </Route>
              </Route>
              <Route path="*" element={<LeaveForHome />} />
            </Routes>
          </AlertProvider>
        </SessionProvider>
      </BrowserRouter>
    </QueryClientProvider>
  );
}

/** spec §2: any unknown path goes to '/', which is the other (public) app: a full load. */
function LeaveForHome() {
  useEffect(() => window.location.replace("/"), []);
  return null;
}
