// The pharmacy map page (/pharmacies): its own chunk, loaded when visited.
export { PharmacyMapPage } from './components/pharmacy-map-page';
