// A C target needs one source file; the model is the header.
