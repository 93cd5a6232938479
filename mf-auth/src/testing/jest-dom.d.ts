// The DOM matchers the jest preset installs (toBeInTheDocument, toHaveTextContent, …).
import '@testing-library/jest-dom';
