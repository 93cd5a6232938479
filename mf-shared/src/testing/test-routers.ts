/**
 * The routers of tests, which the page never needs: with the hooks and components of
 * @casino/mf-shared they are one react-router (jest has no federation, so one module instance).
 */
export { MemoryRouter, Route, Routes, createMemoryRouter } from 'react-router';
