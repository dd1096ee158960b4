// Command goclient drives go-ora against the nnebench double and prints what it got.
//
// The Java test (GoOraTest) starts the double, builds and runs this program and checks the
// lines it prints. Usage: goclient [-encryption L] [-integrity L] HOST PORT SERVICE USER SHAPE...
// with the password in the environment variable NNEBENCH_PASSWORD (never on the command line).
// L is one of go-ora's NNE levels (REQUIRED, ACCEPTED, ...); a SHAPE is
// rows,cols,width,nulls,repeat,fetchsize[,sqllength] (a SQL length pads the text's comment to
// that many bytes: a request over several packets). Each line is "step: result"; a failing step
// prints its error and ends the program with status 1.
package main

import (
	"crypto/sha256"
	"database/sql"
	"encoding/hex"
	"errors"
	"flag"
	"fmt"
	"os"
	"strconv"
	"strings"

	go_ora "github.com/sijms/go-ora/v2"
	"github.com/sijms/go-ora/v2/network"
)

// shapeSQL's trailing comment makes the SQL text longer than 252 bytes, so it goes chunked.
var shapeSQL = "/* nnebench:shape v1 rows=%d cols=%d width=%d nulls=%d repeat=%d */ select 1 from dual /* %s */"

// shapeText is the shape's SQL with a comment of at least 300 bytes, at least length bytes long.
func shapeText(n [7]int) string {
	head := fmt.Sprintf(shapeSQL, n[0], n[1], n[2], n[3], n[4], "")
	return fmt.Sprintf(shapeSQL, n[0], n[1], n[2], n[3], n[4],
		strings.Repeat("x", max(300, n[6]-len(head))))
}

func main() {
	encryption := flag.String("encryption", "", "go-ora's ENCRYPTION level (REQUIRED, ...)")
	integrity := flag.String("integrity", "", "go-ora's DATA INTEGRITY level (REQUIRED, ...)")
	types := flag.Bool("types", false,
		"fetch typed shapes: the arguments after USER are HEADER,FETCHSIZE (see types.go)")
	flag.Parse()
	if flag.NArg() < 4 {
		fmt.Fprintln(os.Stderr, "usage: goclient [-encryption L] [-integrity L] HOST PORT SERVICE USER SHAPE...")
		os.Exit(2)
	}
	host, service, user := flag.Arg(0), flag.Arg(2), flag.Arg(3)
	port, err := strconv.Atoi(flag.Arg(1))
	if err != nil {
		fmt.Fprintln(os.Stderr, "PORT must be a number, got "+flag.Arg(1))
		os.Exit(2)
	}
	password := os.Getenv("NNEBENCH_PASSWORD")
	url := func(pw string, prefetch int) string {
		opts := map[string]string{"PREFETCH_ROWS": strconv.Itoa(prefetch)}
		if *encryption != "" {
			opts["ENCRYPTION"] = *encryption
		}
		if *integrity != "" {
			opts["DATA INTEGRITY"] = *integrity
		}
		return go_ora.BuildUrl(host, port, service, user, pw, opts)
	}
	if *types {
		typedShapes(url, password, flag.Args()[4:])
		return
	}
	wrongPassword(url(password+"-wrong", 25))
	session(url(password, 25))
	for _, spec := range flag.Args()[4:] {
		fetchShape(url, spec)
	}
}

func oraCode(err error) string {
	var oerr *network.OracleError
	if errors.As(err, &oerr) {
		return fmt.Sprintf("ORA-%05d", oerr.ErrCode)
	}
	return "error " + err.Error()
}

func open(url string) *sql.DB {
	db, err := sql.Open("oracle", url)
	if err != nil {
		fail("open", err)
	}
	db.SetMaxOpenConns(1)
	return db
}

func fail(step string, err error) {
	fmt.Printf("%s: %s\n", step, oraCode(err))
	os.Exit(1)
}

func wrongPassword(url string) {
	db := open(url)
	defer db.Close()
	if err := db.Ping(); err != nil {
		fmt.Printf("wrong password: %s\n", oraCode(err))
		return
	}
	fmt.Println("wrong password: accepted")
}

func session(url string) {
	db := open(url)
	if err := db.Ping(); err != nil {
		fail("connect", err)
	}
	fmt.Println("connected: ok")
	if _, err := db.Exec("alter session set nls_date_format = 'YYYY-MM-DD'"); err != nil {
		fail("alter session", err)
	}
	fmt.Println("alter session: ok")
	var n int64
	if err := db.QueryRow("select 42 from dual").Scan(&n); err != nil {
		fail("dual", err)
	}
	fmt.Printf("dual: %d\n", n)
	if _, err := db.Query("select * from no_such_table"); err != nil {
		fmt.Printf("unknown table: %s\n", oraCode(err))
	} else {
		fmt.Println("unknown table: no error")
	}
	var after string
	if err := db.QueryRow("select 'after' from dual").Scan(&after); err != nil {
		fail("after error", err)
	}
	fmt.Printf("after error: %s\n", after)
	if err := db.Ping(); err != nil {
		fail("ping", err)
	}
	fmt.Println("ping: ok")
	if err := db.Close(); err != nil {
		fail("close", err)
	}
	fmt.Println("closed: ok")
}

// fetchShape runs one shape query on its own connection, since go-ora's fetch size
// (PREFETCH_ROWS) is a connection option. spec is rows,cols,width,nulls,repeat,fetchsize[,sqllength].
func fetchShape(url func(string, int) string, spec string) {
	var n [7]int
	for i, v := range strings.Split(spec, ",") {
		if i < len(n) {
			n[i], _ = strconv.Atoi(v)
		}
	}
	db := open(url(os.Getenv("NNEBENCH_PASSWORD"), n[5]))
	defer db.Close()
	rows, err := db.Query(shapeText(n))
	if err != nil {
		fail("shape "+spec, err)
	}
	defer rows.Close()
	names, _ := rows.Columns()
	cells := make([]sql.NullString, len(names))
	ptrs := make([]any, len(names))
	for i := range cells {
		ptrs[i] = &cells[i]
	}
	h := sha256.New()
	count := 0
	for rows.Next() {
		if err := rows.Scan(ptrs...); err != nil {
			fail("shape "+spec, err)
		}
		line := make([]string, len(cells))
		for i, c := range cells {
			line[i] = `\N`
			if c.Valid {
				line[i] = c.String
			}
		}
		h.Write([]byte(strings.Join(line, "\t") + "\n"))
		count++
	}
	if err := rows.Err(); err != nil {
		fail("shape "+spec, err)
	}
	fmt.Printf("shape %s: rows=%d columns=%s digest=%s\n", spec, count, strings.Join(names, ","),
		hex.EncodeToString(h.Sum(nil)))
}
