package main

// Typed shapes: with -types, the arguments after USER are HEADER,FETCHSIZE pairs; every row is
// printed as "row N: " and its cells (ID first) joined by TAB: NULL as \N, numbers as Go prints
// them (shortest form), time values as 2006-01-02 15:04:05.000000 -07:00, bytes as upper-case
// hex, strings as they are; a value longer than 64 characters as "len=N sha256=HEX" of its text.
// Then "error: ORA-nnnnn" for an unsupported-type query and "after error: ok".

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"strconv"
	"strings"
	"time"
)

func typedShapes(url func(string, int) string, password string, args []string) {
	for _, arg := range args {
		cut := strings.LastIndex(arg, ",")
		fetch, _ := strconv.Atoi(arg[cut+1:])
		db := open(url(password, fetch))
		rows, err := db.Query(arg[:cut] + " select 1 from dual")
		if err != nil {
			fail("typed", err)
		}
		names, _ := rows.Columns()
		cells := make([]any, len(names))
		ptrs := make([]any, len(names))
		for i := range cells {
			ptrs[i] = &cells[i]
		}
		n := 0
		for rows.Next() {
			if err := rows.Scan(ptrs...); err != nil {
				fail("typed", err)
			}
			n++
			line := make([]string, len(cells))
			for i, c := range cells {
				line[i] = cellText(c)
			}
			fmt.Printf("row %d: %s\n", n, strings.Join(line, "\t"))
		}
		if err := rows.Err(); err != nil {
			fail("typed", err)
		}
		rows.Close()
		db.Close()
	}
	db := open(url(password, 10))
	defer db.Close()
	if _, err := db.Query("select json_object('a' value 1) from dual"); err != nil {
		fmt.Printf("error: %s\n", oraCode(err))
	} else {
		fmt.Println("error: none")
	}
	var after string
	if err := db.QueryRow("select 'ok' from dual").Scan(&after); err != nil {
		fail("after error", err)
	}
	fmt.Printf("after error: %s\n", after)
}

func cellText(c any) string {
	var v string
	switch x := c.(type) {
	case nil:
		return `\N`
	case []byte:
		v = strings.ToUpper(hex.EncodeToString(x))
	case time.Time:
		v = x.Format("2006-01-02 15:04:05.000000 -07:00")
	case float64:
		v = strconv.FormatFloat(x, 'f', -1, 64)
	case float32:
		v = strconv.FormatFloat(float64(x), 'f', -1, 32)
	default:
		v = fmt.Sprint(x)
	}
	if len(v) > 64 {
		sum := sha256.Sum256([]byte(v))
		return fmt.Sprintf("len=%d sha256=%s", len(v), hex.EncodeToString(sum[:]))
	}
	return v
}
