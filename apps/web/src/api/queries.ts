import {
  contactSchema,
  excursionSchema,
  galleryImageSchema,
  newsPostSchema,
  partnerSchema,
  reviewSchema,
} from "@shelter/contract";
import { useQuery } from "@tanstack/react-query";
import { listQuery } from "./listQuery.ts";

export const newsList = listQuery("news", newsPostSchema.array());
export const excursionList = listQuery("excursions", excursionSchema.array());
export const reviewList = listQuery("reviews", reviewSchema.array());
export const galleryList = listQuery("gallery", galleryImageSchema.array());
export const partnerList = listQuery("partners", partnerSchema.array());
export const contactList = listQuery("contacts", contactSchema.array());

export const useNews = () => useQuery(newsList);
export const useExcursions = () => useQuery(excursionList);
export const useReviews = () => useQuery(reviewList);
export const useGallery = () => useQuery(galleryList);
export const usePartners = () => useQuery(partnerList);
export const useContacts = () => useQuery(contactList);
