-- The note the operator chooses to show the traveller on /#/track, apart from the internal notes.
ALTER TABLE submissions ADD COLUMN note_to_traveller TEXT;
ALTER TABLE leads ADD COLUMN note_to_traveller TEXT;
