-- The SQLite twin of this migration moves "createdAt" into the FTS5 tables so ranking needs no join.
-- PostgreSQL ranks from the row itself ("searchVector" and "createdAt" are on the same heap tuple), so
-- nothing changes here; the file keeps both engines' migration lists alike.
SELECT 1;
