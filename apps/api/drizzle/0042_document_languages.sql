CREATE TABLE "money_document_pdfs" (
	"document_id" integer NOT NULL,
	"language" text NOT NULL,
	"pdf" "bytea" NOT NULL,
	CONSTRAINT "money_document_pdfs_document_id_language_pk" PRIMARY KEY("document_id","language")
);
--> statement-breakpoint
ALTER TABLE "seller_details" ADD COLUMN "bank_name" text;--> statement-breakpoint
ALTER TABLE "money_document_pdfs" ADD CONSTRAINT "money_document_pdfs_document_id_money_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."money_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The PDFs kept so far are each in the language its document was made in: kept under that language.
INSERT INTO "money_document_pdfs" ("document_id", "language", "pdf") SELECT "id", "language", "pdf" FROM "money_documents" WHERE "pdf" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "money_documents" DROP COLUMN "pdf";
